import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { EmptyState } from './empty-state.tsx';

type ProfileEventsSectionProps<T> = {
  events: T[] | undefined;
  isLoading: boolean;
  isOwner: boolean;
  /** The route composes the event cards (features do not import each other). */
  renderEvent: (event: T) => ReactNode;
};

/**
 * docs/product/profiles-and-projects.md#profile: the events the user joined, or 'You haven't joined any events.' (own
 * profile) / 'No events to show.' (someone else's: their upcoming events may be hidden by their choice).
 */
export function ProfileEventsSection<T>({ events, isLoading, isOwner, renderEvent }: ProfileEventsSectionProps<T>) {
  return (
    <Section look="page" title="Events">
      {isLoading ? (
        <div className="flex justify-center py-8">
          <Spinner label="Loading events" />
        </div>
      ) : events && events.length > 0 ? (
        <div className="grid gap-4 sm:grid-cols-2">{events.map(renderEvent)}</div>
      ) : (
        <EmptyState>{isOwner ? "You haven't joined any events." : 'No events to show.'}</EmptyState>
      )}
    </Section>
  );
}
