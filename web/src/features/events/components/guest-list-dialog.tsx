import { Link } from 'react-router';
import { displayLink, isHttpUrl } from '@hearth/contract/link-text';
import type { Participant } from '@hearth/contract/events';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { paths } from '../../../lib/paths.ts';

/** Every guest with their profile and social links (guest-list.tsx opens it; loaded when first opened). */
export function GuestListDialog({
  open,
  onOpenChange,
  guests,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  guests: Participant[];
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Guests" description={`${guests.length} going`}>
      <ul className="divide-y divide-stone-100">
        {guests.map((guest) => (
          <li key={guest.id} className="flex items-center gap-3 py-3">
            <Avatar src={guest.photoURL} name={guest.name} size="md" />
            <div className="min-w-0 flex-1">
              <Link to={paths.user(guest.id)} className="font-medium text-stone-900 hover:underline">
                {guest.name || 'Unnamed guest'}
              </Link>
              {guest.headline ? (
                <p className="truncate text-sm text-stone-600" title={guest.headline}>
                  {guest.headline}
                </p>
              ) : null}
            </div>
            <ul className="flex shrink-0 gap-2 text-sm">
              {(
                [
                  ['LinkedIn', guest.linkedInURL],
                  ['GitHub', guest.githubURL],
                  ['Twitter/X', guest.twitterURL],
                ] as const
              ).map(([label, url]) =>
                isHttpUrl(url) ? (
                  <li key={label}>
                    <a
                      href={url}
                      target="_blank"
                      rel="noreferrer"
                      className="text-accent-700 hover:underline"
                      title={displayLink(url)}
                      aria-label={`${guest.name} on ${label}`}
                    >
                      {label}
                    </a>
                  </li>
                ) : null,
              )}
            </ul>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
