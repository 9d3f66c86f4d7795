import { longDate, startTime } from '@hearth/contract/event-dates';

/** A job's timestamp, e.g. 'March 8, 2026, 6:30 PM PST'. */
export function JobTime({ iso }: { iso: string }) {
  const timestamp = Date.parse(iso);
  if (Number.isNaN(timestamp)) return <span>{iso}</span>;
  return (
    <time dateTime={iso}>
      {longDate(timestamp)}, {startTime(timestamp)}
    </time>
  );
}
