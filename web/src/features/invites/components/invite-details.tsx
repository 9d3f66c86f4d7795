import { useQuery } from '@tanstack/react-query';
import { useHotkeys } from 'react-hotkeys-hook';
import { INVITE_ROLE_LABEL, INVITE_STATUS_LABEL } from '@hearth/contract/registrations';
import { longDate, startTime } from '@hearth/contract/event-dates';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { invitesQuery } from '../api.ts';
import { INVITE_STATUS_TONES } from './invite-status-tones.ts';

const when = (iso: string) => `${longDate(Date.parse(iso))}, ${startTime(Date.parse(iso))}`;

/** The Invites tab's right pane (docs/product/registrations.md#invites): one invitation's address, role, status, times and message. */
export function InviteDetails({ slug, email, onClose }: { slug: string; email: string; onClose: () => void }) {
  const query = useQuery(invitesQuery(slug));
  const invite = query.data?.invites.find((candidate) => candidate.email === email);
  useHotkeys('esc', onClose, [onClose]);

  if (!invite) {
    return <p className="text-sm text-stone-600">{query.isPending ? 'Loading the invitation...' : 'This invitation is gone.'}</p>;
  }
  const rows = [
    ['Role', INVITE_ROLE_LABEL[invite.role]],
    ['Sent', when(invite.created_at)],
    // When a host resent it (at most once an hour), the latest e-mail.
    ...(invite.last_mailed_at && invite.last_mailed_at !== invite.created_at
      ? [['Last e-mailed', when(invite.last_mailed_at)]]
      : []),
    ...(invite.answered_at ? [[invite.status === 'accepted' ? 'Accepted' : 'Declined', when(invite.answered_at)]] : []),
    ...(invite.retracted_at ? [['Retracted', when(invite.retracted_at)]] : []),
  ] as const;
  return (
    <section aria-labelledby="invite-details-title" className="relative space-y-4">
      <Button variant="ghost" size="sm" onClick={onClose} aria-keyshortcuts="Escape" className="absolute right-0 top-0">
        Close <kbd className="rounded bg-stone-100 px-1 font-sans text-[11px] text-stone-600">Esc</kbd>
      </Button>
      <div className="space-y-2 pr-24">
        <p className="text-xs font-semibold uppercase tracking-wide text-stone-600">Invitation</p>
        <h2 id="invite-details-title" className="break-all text-lg font-semibold text-stone-900">
          {invite.email}
        </h2>
        <Badge tone={INVITE_STATUS_TONES[invite.status]}>{INVITE_STATUS_LABEL[invite.status]}</Badge>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-stone-600">{label}</dt>
            <dd className="text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <h3 className="text-sm font-semibold text-stone-900">Message</h3>
        {invite.message.trim() ? (
          <p className="mt-1 whitespace-pre-line rounded-lg border border-stone-200 bg-white p-3 text-sm text-stone-800">
            {invite.message}
          </p>
        ) : (
          <p className="mt-1 text-sm text-stone-600">Sent without a message.</p>
        )}
      </div>
    </section>
  );
}
