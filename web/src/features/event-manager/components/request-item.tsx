import { startTime } from '@hearth/contract/event-dates';
import type { ApplicationItem } from '@hearth/contract/registrations';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { cn } from '../../../components/ui/cn.ts';
import type { ReviewStatus } from '../api.ts';

type Props = {
  item: ApplicationItem;
  /** The place in line of a waitlisted guest (1 is promoted next). */
  position?: number;
  selected: boolean;
  onSelect: () => void;
  onSetStatus: (status: ReviewStatus) => void;
};

const choiceClass =
  'inline-flex h-8 items-center gap-1 rounded-lg border px-2 text-xs font-medium transition-colors disabled:opacity-50';

/**
 * One application item (SPEC §3): who, their status, and approve / decline; a waitlisted guest shows
 * their place in line and Promote, a checked-in guest the time they came in.
 */
export function RequestItem({ item, position, selected, onSelect, onSetStatus }: Props) {
  const status = item.request.status;
  const waitlisted = status === 'waitlisted';
  // SPEC §4: re-selecting the current status does nothing.
  const choose = (next: ReviewStatus) => (next === status ? undefined : onSetStatus(next));
  return (
    <div
      className={cn(
        'flex h-full items-center gap-3 border-b border-stone-100 px-3 transition-colors',
        selected ? 'bg-accent-50' : 'hover:bg-stone-50',
      )}
    >
      {waitlisted && position ? (
        <span className="w-8 shrink-0 text-right text-sm font-semibold tabular-nums text-sky-800">#{position}</span>
      ) : null}
      <Avatar src={item.photoURL} name={item.name} size="sm" />
      <button
        type="button"
        onClick={onSelect}
        aria-current={selected ? 'true' : undefined}
        className="min-w-0 flex-1 rounded-md text-left"
      >
        {/* The pressed Approve or Decline button shows a reviewed status, leaving the width to the name. */}
        <span className="block truncate font-medium text-stone-900">{item.name || 'Unnamed applicant'}</span>
        {item.checked_in_at && status === 'approved' ? (
          <span className="block truncate text-sm font-medium text-emerald-800">
            Checked in at {startTime(Date.parse(item.checked_in_at))}
          </span>
        ) : (
          <span className="block truncate text-sm text-stone-600">{item.headline || item.email || 'Email unmigrated.'}</span>
        )}
      </button>
      <div className="flex shrink-0 gap-1">
        <button
          type="button"
          aria-pressed={waitlisted ? undefined : status === 'approved'}
          aria-label={`${waitlisted ? 'Promote' : 'Approve'} ${item.name}`}
          title={waitlisted ? 'Promote from the waitlist' : 'Approve'}
          onClick={() => choose('approved')}
          className={cn(
            choiceClass,
            status === 'approved'
              ? 'border-emerald-700 bg-emerald-700 text-white'
              : 'border-stone-300 bg-white text-stone-700 hover:border-emerald-600 hover:text-emerald-800',
          )}
        >
          <svg aria-hidden="true" viewBox="0 0 16 16" className="h-3.5 w-3.5" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M3 8.5l3 3 7-7" />
          </svg>
          <span className="hidden sm:inline">{waitlisted ? 'Promote' : 'Approve'}</span>
        </button>
        <button
          type="button"
          aria-pressed={status === 'declined'}
          aria-label={`Decline ${item.name}`}
          title="Decline"
          onClick={() => choose('declined')}
          className={cn(
            choiceClass,
            status === 'declined'
              ? 'border-red-700 bg-red-700 text-white'
              : 'border-stone-300 bg-white text-stone-700 hover:border-red-600 hover:text-red-800',
          )}
        >
          <svg aria-hidden="true" viewBox="0 0 16 16" className="h-3.5 w-3.5" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M4 4l8 8M12 4l-8 8" />
          </svg>
          <span className="hidden sm:inline">Decline</span>
        </button>
      </div>
    </div>
  );
}
