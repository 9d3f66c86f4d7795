import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { INVITE_ROLE_LABEL, INVITE_STATUS_LABEL, type InviteCounts, type InviteStatus } from '@hearth/contract/registrations';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { runAction } from '../../../lib/action.ts';
import { invitesQuery, useRetractInvite } from '../api.ts';
import { InviteDialog } from './invite-dialog.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';

const STATUS_TONES: Record<InviteStatus, 'warning' | 'success' | 'danger'> = {
  pending: 'warning',
  accepted: 'success',
  rejected: 'danger',
};

/** SPEC §2 Invites tab: counts for hosts and guests, the invite dialog, and retract with confirmation. */
export function InvitesTab({ slug }: { slug: string }) {
  const query = useQuery(invitesQuery(slug));
  const retract = useRetractInvite(slug);
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

      {query.isPending ? (
        <div className="flex items-center gap-2 py-10 text-sm text-stone-600">
          <Spinner label="Loading invites" /> Loading invites...
        </div>
      ) : query.isError ? (
        <LoadError message="We could not load the invites." onRetry={() => void query.refetch()} />
      ) : (
        <>
          <div className="grid gap-3">
            <CountsCard title="Hosts" counts={query.data.counts.hosts} />
            <CountsCard title="Guests" counts={query.data.counts.guests} />
          </div>
          {query.data.invites.length === 0 ? (
            <p className="rounded-xl border border-dashed border-stone-300 bg-white px-4 py-10 text-center text-sm text-stone-600">
              No invitations sent yet.
            </p>
          ) : (
            <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white" aria-label="Invitations">
              {query.data.invites.map((invite) => (
                <li key={invite.email} className="flex items-center gap-3 px-4 py-3">
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium text-stone-900">{invite.email}</p>
                    <p className="text-xs text-stone-600">{INVITE_ROLE_LABEL[invite.role]}</p>
                  </div>
                  <Badge tone={STATUS_TONES[invite.status]}>{INVITE_STATUS_LABEL[invite.status]}</Badge>
                  {invite.status === 'pending' ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Retract invite for ${invite.email}`}
                      onClick={() => setRetracting(invite.email)}
                    >
                      Retract
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </>
      )}

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
          const done = await runAction(() => retract.mutateAsync(retracting));
          if (done) setRetracting(null);
        }}
      />
    </section>
  );
}

function CountsCard({ title, counts }: { title: string; counts: InviteCounts }) {
  const items = [
    ['Total', counts.total],
    ['Accepted', counts.accepted],
    ['Declined', counts.declined],
    ['Pending', counts.pending],
  ] as const;
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-3">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-stone-600">{title}</h3>
      <dl className="mt-2 grid grid-cols-4 gap-1">
        {items.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-stone-600">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
