import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { LoadingScreen } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { checkInListQuery, useCheckInAction } from '../api.ts';
import { announce, type ScanOutcome } from '../scan-outcome.ts';
import { AccessNotice } from './access-notice.tsx';
import { CheckInCounts } from './check-in-counts.tsx';
import { GuestSearch } from './guest-search.tsx';
import { ScanAnswerCard } from './scan-answer-card.tsx';
import { TicketScanner } from './ticket-scanner.tsx';

/**
 * The door of an event (docs/product/registrations.md#check-in): counts, the scanner, the answer to the last scan, and the guest
 * search. The server decides who may use it; a refusal shows as a notice, not a redirect.
 */
export function CheckInScreen({ slug }: { slug: string }) {
  const query = useQuery(checkInListQuery(slug));
  const action = useCheckInAction(slug);
  const [outcome, setOutcome] = useState<ScanOutcome | null>(null);
  const { mutateAsync } = action;

  const run = useCallback((input: { code: string; undo?: boolean }) => void mutateAsync(input).then(setOutcome), [mutateAsync]);
  const scan = useCallback((code: string) => run({ code }), [run]);
  const undo = useCallback((code: string) => run({ code, undo: true }), [run]);

  if (query.isPending) return <LoadingScreen />;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    if (status === 403) return <AccessNotice kind="forbidden" slug={slug} />;
    if (status === 404) return <AccessNotice kind="not-found" slug={slug} />;
    return <LoadError message="We could not load the guest list." onRetry={() => void query.refetch()} />;
  }

  const { event, counts, guests } = query.data;
  const pendingCode = action.isPending ? (action.variables?.code ?? null) : null;

  return (
    <div className="space-y-4">
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-semibold tracking-tight text-stone-900">Check-in</h1>
          <p className="line-clamp-2 text-stone-600">{event.name}</p>
        </div>
        <ButtonLink to={paths.eventManager(event.slug)} variant="secondary" className="h-11 shrink-0">
          Event manager
        </ButtonLink>
      </header>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)] lg:items-start">
        <div className="space-y-4">
          <CheckInCounts counts={counts} />
          <p role="status" className="sr-only">
            {outcome ? announce(outcome) : ''}
          </p>
          {/* Above the scanner, so on a phone the answer is in view while the camera is on. */}
          {outcome ? (
            <section aria-label="Scan result">
              <ScanAnswerCard outcome={outcome} onCheckIn={scan} onUndo={undo} busy={action.isPending} />
            </section>
          ) : null}
          <TicketScanner onScan={scan} busy={action.isPending} />
        </div>
        <GuestSearch guests={guests} pendingCode={pendingCode} onCheckIn={scan} onUndo={undo} />
      </div>
    </div>
  );
}
