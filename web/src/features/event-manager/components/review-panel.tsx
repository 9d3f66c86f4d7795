import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import type { ApplicationItem } from '@hearth/contract/registrations';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { runAction } from '../../../lib/action.ts';
import { paths } from '../../../lib/paths.ts';
import { applicationsQuery, useSetApplicationStatus } from '../api.ts';
import { matchesSearch } from '../applicant-view.ts';
import { countsLine } from '../counts-line.ts';
import { ExportDialog } from './export-dialog.tsx';
import { MessageGuestsDialog } from './message-guests-dialog.tsx';
import { RequestList } from './request-list.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';

type Props = {
  slug: string;
  eventName: string;
  selectedId: string | null;
  onSelect: (item: ApplicationItem) => void;
  /** Opens the event form dialog (composed by the route: SPEC §2 Edit). */
  onEdit: () => void;
};

/** SPEC §2 request review panel: counts, View / Edit / Export / Message guests, search, and the request lists. */
export function ReviewPanel({ slug, eventName, selectedId, onSelect, onEdit }: Props) {
  const query = useQuery(applicationsQuery(slug));
  const setStatus = useSetApplicationStatus(slug);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [exporting, setExporting] = useState(false);
  const [messaging, setMessaging] = useState(false);

  const data = query.data;
  const lists = useMemo(() => {
    if (!data) return { pending: [], reviewed: [], waitlist: null };
    const keep = (item: ApplicationItem) => matchesSearch(item, deferredSearch);
    // Places in line are counted before the search filters the list.
    const waitlist = data.waitlisted_requests.map((item, index) => ({ item, position: index + 1 }));
    const showWaitlist = data.event.capacity !== null || waitlist.length > 0;
    return {
      pending: data.pending_requests.filter(keep),
      reviewed: data.reviewed_requests.filter(keep),
      waitlist: showWaitlist ? waitlist.filter((entry) => keep(entry.item)) : null,
    };
  }, [data, deferredSearch]);

  const total = data?.request_count ?? 0;

  return (
    <section aria-labelledby="review-title" className="space-y-4">
      <div className="space-y-1">
        <h2 id="review-title" className="text-lg font-semibold tracking-tight text-stone-900">
          {eventName}
        </h2>
        <p className="text-sm tabular-nums text-stone-600" aria-live="polite">
          {data ? countsLine(data) : '\u00a0'}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <ButtonLink to={paths.event(slug)} variant="secondary" size="sm">
          View
        </ButtonLink>
        <ButtonLink to={paths.eventCheckIn(slug)} variant="secondary" size="sm">
          Check-in
        </ButtonLink>
        <Button variant="secondary" size="sm" onClick={onEdit}>
          Edit
        </Button>
        {/* SPEC §5: Export event is disabled when there are no applications. */}
        <Button variant="secondary" size="sm" onClick={() => setExporting(true)} disabled={!data || total === 0}>
          Export
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setMessaging(true)} disabled={!data}>
          Message guests
        </Button>
      </div>

      {query.isPending ? (
        <div className="flex items-center gap-2 py-10 text-sm text-stone-600">
          <Spinner label="Loading applications" /> Loading applications...
        </div>
      ) : query.isError ? (
        <LoadError message="We could not load the applications." onRetry={() => void query.refetch()} />
      ) : total === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white px-4 py-10 text-center text-sm text-stone-600">
          No applications or legacy event.
        </p>
      ) : (
        <>
          <Input
            type="search"
            aria-label="Search applicants"
            placeholder="Search by name, email or headline"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <RequestList
            pending={lists.pending}
            reviewed={lists.reviewed}
            waitlist={lists.waitlist}
            filtered={deferredSearch.trim() !== ''}
            selectedId={selectedId}
            onSelect={onSelect}
            onSetStatus={(item, status) =>
              void runAction(() => setStatus.mutateAsync({ eventId: data!.event.id, userId: item.id, status }))
            }
          />
        </>
      )}
      {data ? <ExportDialog open={exporting} onOpenChange={setExporting} eventName={eventName} requests={data} /> : null}
      <MessageGuestsDialog slug={slug} open={messaging} onOpenChange={setMessaging} />
    </section>
  );
}
