import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { cn } from '../../components/ui/cn.ts';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { LoadingScreen } from '../../components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';
import { useAuth } from '../../features/auth/use-auth.ts';
import { eventQuery } from '../../features/events/api.ts';
import { questionsFor } from '@hearth/contract/request-rules';
import { EventFormDialog } from '../../features/events/components/event-form-dialog.tsx';
import { ApplicantProfile } from '../../features/decisions/components/applicant-profile.tsx';
import { InviteDetails } from '../../features/invites/components/invite-details.tsx';
import { InvitesTab } from '../../features/invites/components/invites-tab.tsx';
import { ProfileDecisionBar } from '../../features/decisions/components/profile-decision-bar.tsx';
import { ReviewPanel } from '../../features/decisions/components/review-panel.tsx';
import { useDecisions } from '../../features/decisions/use-decisions.ts';
import { nextApplicant, useApplicantList } from '../../features/decisions/use-applicant-list.ts';
import type { Registration } from '../../features/decisions/api.ts';

/**
 * docs/product/registrations.md#event-manager /events/{slug}/manager: site admins and that event's hosts; everyone else goes to /events
 * (the server refuses them the data anyway). Left: Applications and Invites; right: the applicant.
 */
export function EventManagerRoute() {
  const { slug = '' } = useParams();
  const auth = useAuth();
  const query = useQuery({ ...eventQuery(slug), enabled: Boolean(auth.user) });
  const [selected, setSelected] = useState<Registration | null>(null);
  const [tab, setTab] = useState<'applications' | 'invites'>('applications');
  const [selectedInvite, setSelectedInvite] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const close = useCallback(() => setSelected(null), []);
  const closeInvite = useCallback(() => setSelectedInvite(null), []);
  const canManage = Boolean(query.data && (auth.isAdmin || query.data.event.role === 'event_admin'));
  const list = useApplicantList(slug, canManage);
  const decisions = useDecisions(slug, query.data?.event.id);

  if (auth.status === 'loading') return <LoadingScreen />;
  if (!auth.user) return <Navigate to={paths.events()} replace />;
  if (query.isPending) return <LoadingScreen />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <div className="mx-auto max-w-md py-16 text-center" role="alert">
          <h1 className="text-2xl font-semibold text-stone-900">Event not found</h1>
          <p className="mt-2 text-stone-600">There is no event at this address. It may have been deleted or its link mistyped.</p>
          <ButtonLink to={paths.events()} variant="secondary" className="mt-6">
            See all events
          </ButtonLink>
        </div>
      );
    }
    if (query.error instanceof ApiError && query.error.status >= 400 && query.error.status < 500) {
      return <Navigate to={paths.events()} replace />;
    }
    return (
      <div className="mx-auto max-w-md py-16 text-center" role="alert">
        <h1 className="text-2xl font-semibold text-stone-900">Something went wrong</h1>
        <p className="mt-2 text-stone-600">We could not load this event. Please try again.</p>
        <Button variant="secondary" className="mt-6" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const { event } = query.data;
  if (!canManage) return <Navigate to={paths.events()} replace />;
  const current = selected ? list.shown.find((item) => item.userId === selected.userId) : undefined;
  // The right pane follows the tab: an applicant's profile, or an invitation's details.
  const onInvites = tab === 'invites';
  const paneOpen = onInvites ? selectedInvite !== null : selected !== null;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold tracking-tight text-stone-900">Event manager</h1>
        <ButtonLink to={paths.eventJudging(slug)} variant="secondary" size="sm">
          Judging
        </ButtonLink>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,28rem)_minmax(0,1fr)]">
        <Tabs value={tab} onValueChange={(value) => setTab(value === 'invites' ? 'invites' : 'applications')} className="min-w-0">
          <TabsList aria-label="Manager sections">
            <TabsTrigger value="applications">Applications</TabsTrigger>
            <TabsTrigger value="invites">Invites</TabsTrigger>
          </TabsList>
          <TabsContent value="applications">
            <ReviewPanel
              list={list}
              slug={event.slug}
              eventName={event.name}
              approvalRequired={event.approval_required}
              selectedId={selected?.userId ?? null}
              onSelect={setSelected}
              onEdit={() => setEditing(true)}
            />
          </TabsContent>
          <TabsContent value="invites">
            <InvitesTab slug={event.slug} selectedEmail={selectedInvite} onSelect={setSelectedInvite} />
          </TabsContent>
        </Tabs>

        <aside
          aria-label={onInvites ? 'Invitation details' : 'Applicant profile'}
          className={cn(
            'min-w-0 rounded-2xl border border-stone-200 bg-stone-50 p-5 lg:sticky lg:top-4 lg:max-h-[calc(100dvh-2rem)] lg:self-start lg:overflow-y-auto lg:bg-white',
            // On small screens the profile is a full-screen overlay that Esc or Close dismisses.
            paneOpen ? 'max-lg:fixed max-lg:inset-0 max-lg:z-30 max-lg:overflow-y-auto max-lg:rounded-none' : 'max-lg:hidden',
          )}
        >
          {onInvites ? (
            selectedInvite ? (
              <InviteDetails key={selectedInvite} slug={event.slug} email={selectedInvite} onClose={closeInvite} />
            ) : (
              <div className="flex min-h-64 flex-col items-center justify-center text-center">
                <p className="font-medium text-stone-900">No invitation selected</p>
                <p className="mt-1 max-w-xs text-sm text-stone-600">
                  Select an invitation to see its address, role, status, when it was sent and its message.
                </p>
              </div>
            )
          ) : selected ? (
            <ApplicantProfile
              key={selected.userId}
              slug={event.slug}
              item={selected}
              eventQuestions={questionsFor(event)}
              onClose={close}
              actions={
                <ProfileDecisionBar
                  name={selected.name}
                  status={current?.request.status ?? selected.request.status}
                  hasCapacity={list.query.data?.event.capacity !== null && list.query.data?.event.capacity !== undefined}
                  onDecide={(status) => {
                    // Decide, then show the next applicant in the list as shown.
                    const next = nextApplicant(list.shown, selected.userId);
                    void decisions.decideAll([selected.userId], status);
                    setSelected(next);
                  }}
                />
              }
            />
          ) : (
            <div className="flex min-h-64 flex-col items-center justify-center text-center">
              <p className="font-medium text-stone-900">No applicant selected</p>
              <p className="mt-1 max-w-xs text-sm text-stone-600">
                Select an applicant from the list to see their full profile, answers and events.
              </p>
            </div>
          )}
        </aside>
      </div>
      <EventFormDialog mode="update" event={event} open={editing} onOpenChange={setEditing} />
    </div>
  );
}
