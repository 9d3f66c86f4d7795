import type { FailedJob } from '@hearth/contract/jobs';
import { TableHead } from '../../../components/ui/table-head.tsx';
import { JobTime } from './job-time.tsx';
import { queueLabel } from './queue-label.ts';
import { RetryJobButton } from './retry-job-button.tsx';

const cell = 'px-4 py-3 align-top';

/** Jobs that gave up after every retry: a table on wide screens, cards on phones. */
export function FailedJobs({ jobs }: { jobs: FailedJob[] }) {
  if (jobs.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-stone-300 bg-white px-4 py-8 text-center text-sm text-stone-600">
        No failed jobs
      </p>
    );
  }
  return (
    <>
      <ul aria-label="Failed jobs" className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white md:hidden">
        {jobs.map((job) => (
          <li key={job.id} className="space-y-2 p-4">
            <Summary job={job} />
            <p className="break-words font-mono text-xs text-red-800">{job.error}</p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-stone-600">Attempts</dt>
              <dd className="text-stone-800">{job.attempts}</dd>
              <dt className="text-stone-600">Failed at</dt>
              <dd className="text-stone-800">
                <JobTime iso={job.failedAt} />
              </dd>
            </dl>
            <RetryJobButton job={job} />
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl border border-stone-200 bg-white md:block">
        <table className="w-full min-w-[44rem] table-fixed text-sm">
          <caption className="sr-only">Failed jobs</caption>
          <colgroup>
            <col className="w-[30%]" />
            <col className="w-[34%]" />
            <col className="w-[10%]" />
            <col className="w-[16%]" />
            <col className="w-[10%]" />
          </colgroup>
          <TableHead columns={['Job', 'Error', 'Attempts', 'Failed at']} actions="Actions" />
          <tbody className="divide-y divide-stone-100">
            {jobs.map((job) => (
              <tr key={job.id}>
                <th scope="row" className={`${cell} text-left font-normal`}>
                  <Summary job={job} />
                </th>
                <td className={`${cell} break-words font-mono text-xs text-red-800`}>{job.error}</td>
                <td className={`${cell} text-stone-700`}>{job.attempts}</td>
                <td className={`${cell} text-stone-700`}>
                  <JobTime iso={job.failedAt} />
                </td>
                <td className={`${cell} text-right`}>
                  <RetryJobButton job={job} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function Summary({ job }: { job: FailedJob }) {
  return (
    <span className="block min-w-0">
      <span className="block break-words font-medium text-stone-900">{job.summary}</span>
      <span className="block text-xs text-stone-600">{queueLabel(job.queue)}</span>
    </span>
  );
}
