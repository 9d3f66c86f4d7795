import { LoadError } from '../../../components/ui/load-error.tsx';
import { JOBS_REFRESH_MS, useJobs } from '../api.ts';
import { FailedJobs } from './failed-jobs.tsx';
import { QueueStatsList } from './queue-stats.tsx';

const sectionTitle = 'text-base font-semibold text-stone-900';

/** The durable job queues: counts per queue and the jobs that failed for good, refreshed every few seconds. */
export function JobsPanel() {
  const query = useJobs();
  if (query.isPending) {
    return (
      <p role="status" className="rounded-xl border border-stone-200 bg-white px-4 py-10 text-center text-sm text-stone-600">
        Loading...
      </p>
    );
  }
  if (!query.data) {
    return <LoadError message="The background jobs could not be loaded." onRetry={() => void query.refetch()} />;
  }
  return (
    <div className="space-y-8">
      <section aria-labelledby="queues-title" className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id="queues-title" className={sectionTitle}>
            Queues
          </h2>
          <p className="text-xs text-stone-600" aria-live="polite">
            {query.isError ? 'Could not refresh: showing the last counts.' : `Refreshes every ${JOBS_REFRESH_MS / 1000} seconds.`}
          </p>
        </div>
        <QueueStatsList queues={query.data.queues} />
      </section>
      <section aria-labelledby="failed-jobs-title" className="space-y-3">
        <h2 id="failed-jobs-title" className={sectionTitle}>
          Failed jobs
        </h2>
        <FailedJobs jobs={query.data.failed} />
      </section>
    </div>
  );
}
