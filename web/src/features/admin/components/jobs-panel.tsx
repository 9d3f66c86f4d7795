import { LoadError } from '../../../components/ui/load-error.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { LoadingPanel } from '../../../components/ui/spinner.tsx';
import { JOBS_REFRESH_MS, useJobs } from '../api.ts';
import { FailedJobs } from './failed-jobs.tsx';
import { QueueStatsList } from './queue-stats.tsx';

/** The durable job queues: counts per queue and the jobs that failed for good, refreshed every few seconds. */
export function JobsPanel() {
  const query = useJobs();
  if (query.isPending) {
    return <LoadingPanel />;
  }
  if (!query.data) {
    return <LoadError message="The background jobs could not be loaded." onRetry={() => void query.refetch()} />;
  }
  return (
    <div className="space-y-8">
      <Section
        look="panel"
        title="Queues"
        action={
          <p className="text-xs text-stone-600" aria-live="polite">
            {query.isError ? 'Could not refresh: showing the last counts.' : `Refreshes every ${JOBS_REFRESH_MS / 1000} seconds.`}
          </p>
        }
      >
        <QueueStatsList queues={query.data.queues} />
      </Section>
      <Section look="panel" title="Failed jobs">
        <FailedJobs jobs={query.data.failed} />
      </Section>
    </div>
  );
}
