import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { Event } from '@hearth/contract/events';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { useAuth } from '../../features/auth/use-auth.ts';
import { eventsPageQuery } from '../../features/events/api.ts';
import { LazyEventFormDialog } from '../../features/events/components/lazy-event-form-dialog.tsx';
import { EventsHero } from '../../features/events/components/events-hero.tsx';
import { EventsTimeline } from '../../features/events/components/events-timeline.tsx';
import { MoreEventsCard } from '../../features/events/components/more-events-card.tsx';
import { splitTimeline } from '../../features/events/event-view.ts';
import { ListRegisterButton } from '../../features/registrations/components/register-button.tsx';

// Only admins see the image toggle: visitors do not download the checkbox's library.
const Checkbox = lazy(() => import('../../components/ui/checkbox.tsx').then((module) => ({ default: module.Checkbox })));

const requestButton = (event: Event) => <ListRegisterButton event={event} />;

/** docs/product/events.md#landing /events: hero, Upcoming/Past toggle, timeline; admins toggle images and create events. */
export function EventsRoute() {
  const { isAdmin } = useAuth();
  const [params, setParams] = useSearchParams();
  // Kept in the address (?view=past), so a shared link or the back button shows the same list.
  const view = params.get('view') === 'past' ? 'past' : 'upcoming';
  const setView = (next: 'upcoming' | 'past') =>
    setParams(
      (current) => {
        const nextParams = new URLSearchParams(current);
        if (next === 'past') nextParams.set('view', 'past');
        else nextParams.delete('view');
        return nextParams;
      },
      { replace: true },
    );
  const [showImages, setShowImages] = useState(true);
  const query = useQuery(eventsPageQuery());
  // One clock per visit, so labels and the upcoming/past split agree during a render.
  const [now] = useState(() => Date.now());
  // The header's 'Create Event' links here with ?create=1; closing the dialog drops the flag.
  const creating = isAdmin && params.get('create') === '1';
  const closeCreate = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('create');
        return next;
      },
      { replace: true },
    );

  const { upcoming, past } = splitTimeline(query.data ?? [], now);

  return (
    <div className="space-y-8">
      <EventsHero />
      <Tabs value={view} onValueChange={(value) => setView(value as 'upcoming' | 'past')}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <TabsList aria-label="Which events">
            <TabsTrigger value="upcoming">Upcoming</TabsTrigger>
            <TabsTrigger value="past">Past</TabsTrigger>
          </TabsList>
          {isAdmin ? (
            <Suspense fallback={null}>
              <Checkbox checked={showImages} onCheckedChange={setShowImages} label="Show event images" />
            </Suspense>
          ) : null}
        </div>
        {query.isPending || query.isError ? (
          // In the selected tab's panel, so the tab never names a panel that is not there (aria-controls).
          <TabsContent value={view} className="mt-8">
            {query.isPending ? (
              <p className="text-sm text-stone-600" role="status">
                Loading events...
              </p>
            ) : (
              <p className="text-sm text-stone-600" role="alert">
                We could not load the events. Please try again.
              </p>
            )}
          </TabsContent>
        ) : (
          <>
            <TabsContent value="upcoming" className="mt-8 space-y-12">
              <section aria-labelledby="upcoming-heading">
                <h2 id="upcoming-heading" className="sr-only">
                  Upcoming Events
                </h2>
                <EventsTimeline
                  groups={upcoming}
                  showImages={showImages}
                  upcoming
                  now={now}
                  footer={<MoreEventsCard />}
                  renderAction={requestButton}
                />
              </section>
              {past.length > 0 ? (
                <section aria-labelledby="past-heading">
                  <h2 id="past-heading" className="mb-4 text-xl font-semibold tracking-tight text-stone-900">
                    Past Events
                  </h2>
                  <EventsTimeline groups={past} showImages={showImages} upcoming={false} now={now} renderAction={requestButton} />
                </section>
              ) : null}
            </TabsContent>
            <TabsContent value="past" className="mt-8">
              <h2 className="sr-only">Past Events</h2>
              {past.length > 0 ? (
                <EventsTimeline groups={past} showImages={showImages} upcoming={false} now={now} renderAction={requestButton} />
              ) : (
                <p className="text-sm text-stone-600">No past events yet.</p>
              )}
            </TabsContent>
          </>
        )}
      </Tabs>
      {isAdmin ? (
        <LazyEventFormDialog mode="create" open={creating} onOpenChange={(open) => (open ? undefined : closeCreate())} />
      ) : null}
    </div>
  );
}
