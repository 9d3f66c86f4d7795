import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { INVITE_ROLE_LABEL, INVITE_STATUS_LABEL } from '@hearth/contract/registrations';
import type { Invite, InviteCounts } from '@hearth/contract/invites';
import { longDate } from '@hearth/contract/event-dates';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FigureGrid } from '../../../components/ui/figure-grid.tsx';
import { runAction } from '../../../lib/action.ts';
import { invitesQuery, useResendInvite, useRetractInvite } from '../api.ts';
import { InviteDialog } from './invite-dialog.tsx';
import { INVITE_STATUS_TONES } from './invite-status-tones.ts';
import { QueryResult } from '../../../components/ui/query-result.tsx';

type Props = {
  slug: string;
  /** The invitation the right pane shows (invite-details.tsx), by address. */
  selectedEmail: string | null;
  onSelect: (email: string) => void;
};

/**
 * docs/product/registrations.md#invites tab: the event's hosts and the invitations' counts, the invite dialog, and retract
 * with confirmation; choosing an invitation shows it in the right pane.
 */
export function InvitesTab({ slug, selectedEmail, onSelect }: Props) {
  const query = useQuery(invitesQuery(slug));
  const retract = useRetractInvite(slug);
  const resend = useResendInvite(slug);
  const [inviting, setInviting] = useState(false);
  const [retracting, setRetracting] = useState<string | null>(null);

  return (
    <section aria-labelledby="invites-title" className="space-y-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id="invites-title" className="text-lg font-semibold tracking-tight text-stone-900">
          Invites
        </h2>
        <Button size="sm" onClick={() => setInviting(true)}>
          Invite People
        </Button>
      </div>

      <QueryResult query={query} loading="Loading invites" error="We could not load the invites." className="py-10">
        {(data) => (
          <>
            <div className="grid gap-3">
              <CountsCard
                title="Hosts"
                counts={data.counts.hosts}
                note={data.host_count === 1 ? 'The event has 1 host.' : `The event has ${data.host_count} hosts.`}
              />
              <CountsCard title="Guests" counts={data.counts.guests} />
            </div>
            {standing(data.invites).length === 0 ? (
              <p className="rounded-xl border border-dashed border-stone-300 bg-white px-4 py-10 text-center text-sm text-stone-600">
                No invitations sent yet.
              </p>
            ) : null}
            {inviteLists(data.invites).map(([label, invites]) =>
              invites.length > 0 ? (
                <InviteList
                  key={label}
                  label={label}
                  invites={invites}
                  selectedEmail={selectedEmail}
                  onSelect={onSelect}
                  onRetract={setRetracting}
                  resending={resend.isPending ? resend.variables : null}
                  onResend={(email) =>
                    void runAction(() => resend.mutateAsync(email), { success: `Invitation to ${email} sent again` })
                  }
                />
              ) : null,
            )}
          </>
        )}
      </QueryResult>

      <InviteDialog slug={slug} open={inviting} onOpenChange={setInviting} />
      <ConfirmDialog
        open={retracting !== null}
        onOpenChange={(open) => (open ? undefined : setRetracting(null))}
        title="Retract this invitation?"
        description={`${retracting ?? ''} will no longer be able to accept it.`}
        confirmLabel="Retract"
        pending={retract.isPending}
        onConfirm={async () => {
          if (!retracting) return;
          const done = await runAction(() => retract.mutateAsync(retracting), {
            success: `Invitation to ${retracting} retracted`,
          });
          if (done) setRetracting(null);
        }}
      />
    </section>
  );
}

/** docs/product/registrations.md#invites: Total, Accepted, Declined and Pending of one role's invitations; `note` below. */
function CountsCard({ title, counts, note }: { title: string; counts: InviteCounts; note?: string }) {
  const items = [
    ['Total', counts.total],
    ['Accepted', counts.accepted],
    ['Declined', counts.declined],
    ['Pending', counts.pending],
  ] as const;
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-3">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-stone-600">{title}</h3>
      <FigureGrid figures={items} className="grid-cols-4 gap-1" large />
      {note ? <p className="mt-1 text-xs text-stone-600">{note}</p> : null}
    </div>
  );
}

const standing = (invites: readonly Invite[]) => invites.filter((invite) => invite.status !== 'retracted');

/** The invitations still standing, then the retracted ones, each list under its own label. */
const inviteLists = (invites: readonly Invite[]) =>
  [
    ['Invitations', standing(invites)],
    ['Retracted invitations', invites.filter((invite) => invite.status === 'retracted')],
  ] as const;

type InviteListProps = {
  label: string;
  invites: readonly Invite[];
  selectedEmail: string | null;
  onSelect: (email: string) => void;
  onRetract: (email: string) => void;
  /** The address being resent, while its request runs. */
  resending: string | null;
  onResend: (email: string) => void;
};

/**
 * Invitations with role, status and, for retracted ones, when; pending ones can be resent (the
 * server's 429 says when, shown as a toast) or retracted.
 */
function InviteList(props: InviteListProps) {
  return (
    <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white" aria-label={props.label}>
      {props.invites.map((invite) => (
        <li
          key={invite.email}
          className={cn(
            'flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3',
            invite.email === props.selectedEmail && 'bg-accent-50',
          )}
        >
          <button
            type="button"
            className="min-w-0 flex-1 basis-40 rounded-md text-left"
            aria-current={invite.email === props.selectedEmail ? 'true' : undefined}
            onClick={() => props.onSelect(invite.email)}
          >
            <span className="block truncate text-sm font-medium text-stone-900" title={invite.email}>
              {invite.email}
            </span>
            <span className="block text-xs text-stone-600">
              {INVITE_ROLE_LABEL[invite.role]}
              {invite.retracted_at ? ` · retracted ${longDate(Date.parse(invite.retracted_at))}` : null}
            </span>
          </button>
          <Badge tone={INVITE_STATUS_TONES[invite.status]}>{INVITE_STATUS_LABEL[invite.status]}</Badge>
          {invite.status === 'pending' ? (
            <div className="flex shrink-0 items-center gap-1">
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Resend invite to ${invite.email}`}
                disabled={props.resending !== null}
                onClick={() => props.onResend(invite.email)}
              >
                {props.resending === invite.email ? 'Resending...' : 'Resend'}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Retract invite for ${invite.email}`}
                onClick={() => props.onRetract(invite.email)}
              >
                Retract
              </Button>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
