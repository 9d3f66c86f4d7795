import { useState } from 'react';
import { Link } from 'react-router';
import { displayLink, isHttpUrl } from '@hearth/contract/common';
import type { Participant } from '@hearth/contract/events';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { paths } from '../../../lib/paths.ts';

/** SPEC §9: the stack shows 6 guests, then '+N more'. */
export const GUEST_STACK_SIZE = 6;

/** SPEC §2 guest avatar stack and the dialog listing every guest with profile and social links. */
export function GuestList({ guests }: { guests: Participant[] }) {
  const [open, setOpen] = useState(false);
  if (guests.length === 0) return null;
  const shown = guests.slice(0, GUEST_STACK_SIZE);
  const more = guests.length - shown.length;
  return (
    <div>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="flex items-center gap-3 rounded-full pr-2 text-left hover:bg-stone-100"
        aria-label={`See all ${guests.length} guests`}
      >
        <span className="flex -space-x-2">
          {shown.map((guest) => (
            <Avatar key={guest.id} src={guest.photoURL} name={guest.name} size="sm" />
          ))}
        </span>
        <span className="text-sm text-stone-700">
          {more > 0 ? `+${more} more` : `${guests.length} ${guests.length === 1 ? 'guest' : 'guests'}`}
        </span>
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Guests" description={`${guests.length} going`}>
        <ul className="divide-y divide-stone-100">
          {guests.map((guest) => (
            <li key={guest.id} className="flex items-center gap-3 py-3">
              <Avatar src={guest.photoURL} name={guest.name} size="md" />
              <div className="min-w-0 flex-1">
                <Link to={paths.user(guest.id)} className="font-medium text-stone-900 hover:underline">
                  {guest.name || 'Unnamed guest'}
                </Link>
                {guest.headline ? <p className="truncate text-sm text-stone-600">{guest.headline}</p> : null}
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
    </div>
  );
}
