import type { JobsOverview } from '@hearth/contract/jobs';
import { JobTime } from './job-time.tsx';
import { queueLabel } from './queue-label.ts';

type QueueStats = JobsOverview['queues'][number];

/** One card per queue: how many jobs wait, run and failed, and the last error. */
export function QueueStatsList({ queues }: { queues: QueueStats[] }) {
  return (
    <ul aria-label="Queues" className="grid gap-3 md:grid-cols-3">
      {queues.map((queue) => (
        <li key={queue.name} className="min-w-0 rounded-xl border border-stone-200 bg-white p-4">
          <h3 className="font-medium text-stone-900">{queueLabel(queue.name)}</h3>
          <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
            <Count label="Queued" value={queue.queued} />
            <Count label="Running" value={queue.running} />
            <Count label="Failed" value={queue.failed} alert={queue.failed > 0} />
          </dl>
          <div className="mt-3 border-t border-stone-100 pt-3 text-xs">
            {queue.lastError ? (
              <>
                <p className="font-medium text-stone-700">
                  Last error, <JobTime iso={queue.lastError.at} />
                </p>
                <p className="mt-1 break-words font-mono text-red-800">{queue.lastError.message}</p>
              </>
            ) : (
              <p className="text-stone-600">No errors</p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

function Count({ label, value, alert = false }: { label: string; value: number; alert?: boolean }) {
  return (
    <div className="rounded-lg bg-stone-50 px-2 py-2">
      <dt className="text-xs text-stone-600">{label}</dt>
      <dd className={alert ? 'text-lg font-semibold text-red-700' : 'text-lg font-semibold text-stone-900'}>{value}</dd>
    </div>
  );
}
