import { startTime } from '@hearth/contract/event-dates';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { cn } from '../../../components/ui/cn.ts';
import type { ReviewStatus, Registration } from '../api.ts';
import { answerPreview, appliedDate } from '../row-preview.ts';

type Props = {
  item: Registration;
  /** The place in line of a waitlisted guest (1 is promoted next). */
  position?: number;
  selected: boolean;
  /** The row the keyboard cursor is on (j/k). */
  active: boolean;
  /** Chosen for a bulk decision. */
  checked: boolean;
  onCheck: (options: { range: boolean }) => void;
  onSelect: () => void;
  onSetStatus: (status: ReviewStatus) => void;
};

/** Headlines longer than this may be cut in the row, so focus shows them whole. */
const FULL_HEADLINE_AFTER = 40;

// 44 px touch targets, 8 px apart, on phones; compact with a pointer, labelled only on wide screens
// (the name and title say what each does), so the row's width goes to the applicant.
const choiceClass =
  'inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-lg border px-2 text-xs font-medium transition-colors disabled:opacity-50 sm:h-8 sm:min-w-8';

const CHOICES = ['approved', 'declined'] as const;

/** Each choice's colours, chosen or not, and its icon (a tick, a cross). */
const CHOICE_TONES: Record<(typeof CHOICES)[number], { chosen: string; idle: string; icon: string }> = {
  approved: {
    chosen: 'border-emerald-700 bg-emerald-700 text-white',
    idle: 'border-stone-300 bg-white text-stone-700 hover:border-emerald-600 hover:text-emerald-800',
    icon: 'M3 8.5l3 3 7-7',
  },
  declined: {
    chosen: 'border-red-700 bg-red-700 text-white',
    idle: 'border-stone-300 bg-white text-stone-700 hover:border-red-600 hover:text-red-800',
    icon: 'M4 4l8 8M12 4l-8 8',
  },
};

/**
 * One registration (docs/product/registrations.md#api): who, their status, and approve / decline; a waitlisted guest shows
 * their place in line and Promote, a checked-in guest the time they came in.
 */
export function RegistrationRow({ item, position, selected, active, checked, onCheck, onSelect, onSetStatus }: Props) {
  const status = item.request.status;
  const waitlisted = status === 'waitlisted';
  // docs/product/registrations.md#statuses: re-selecting the current status does nothing.
  const choose = (next: ReviewStatus) => (next === status ? undefined : onSetStatus(next));
  const subtitle = item.headline || item.email || 'Email unmigrated.';
  const preview = answerPreview(item.request);
  return (
    <div
      className={cn(
        'flex h-full items-center gap-3 border-b border-stone-100 px-3 py-1 transition-colors',
        selected ? 'bg-accent-50' : 'hover:bg-stone-50',
        active && 'shadow-[inset_3px_0_0_0] shadow-accent-600',
      )}
      data-active={active ? 'true' : undefined}
    >
      <input
        type="checkbox"
        className="h-5 w-5 shrink-0 accent-stone-900"
        aria-label={`Select ${item.name || 'unnamed applicant'}`}
        checked={checked}
        // Shift-click selects the range from the last row clicked (use-selection.ts).
        onChange={(event) => onCheck({ range: event.nativeEvent instanceof MouseEvent && event.nativeEvent.shiftKey })}
      />
      {waitlisted && position ? (
        <span className="w-8 shrink-0 text-right text-sm font-semibold tabular-nums text-sky-800">#{position}</span>
      ) : null}
      {/* On phones the width goes to the name. */}
      <span className="hidden shrink-0 sm:block">
        <Avatar src={item.photoURL} name={item.name} size="sm" />
      </span>
      <button
        type="button"
        onClick={onSelect}
        aria-current={selected ? 'true' : undefined}
        className="group relative min-w-0 flex-1 rounded-md text-left"
      >
        {/* The pressed Approve or Decline button shows a reviewed status, leaving the width to the name. */}
        <span className="flex items-baseline gap-2">
          <span className="min-w-0 flex-1 truncate text-sm font-medium leading-5 text-stone-900" title={item.name || undefined}>
            {item.name || 'Unnamed applicant'}
          </span>
          <span className="shrink-0 text-xs tabular-nums text-stone-600">
            <span className="max-sm:sr-only">Applied </span>
            {appliedDate(item.created_at)}
          </span>
        </span>
        {item.checked_in_at && status === 'approved' ? (
          <span className="block truncate text-xs font-medium leading-4 text-emerald-800">
            Checked in at {startTime(Date.parse(item.checked_in_at))}
          </span>
        ) : (
          <span className="block truncate text-xs leading-4 text-stone-700" title={subtitle}>
            {subtitle}
          </span>
        )}
        {preview ? (
          <span className="block truncate text-xs leading-4 text-stone-600" title={`${preview.question}: ${preview.answer}`}>
            {preview.answer}
          </span>
        ) : null}
        {/* The whole headline for keyboard users (focus or the j/k cursor), where a title never shows. */}
        {item.headline.length > FULL_HEADLINE_AFTER ? (
          <span
            aria-hidden="true"
            className={cn(
              'pointer-events-none absolute left-0 right-0 top-full z-20 mt-1 rounded-md bg-stone-900 px-2 py-1 text-xs text-white shadow-lg',
              active ? 'block' : 'hidden group-focus-visible:block',
            )}
          >
            {item.headline}
          </span>
        ) : null}
      </button>
      <div className="flex shrink-0 gap-2 sm:gap-1">
        {CHOICES.map((choice) => {
          const verb = choice === 'declined' ? 'Decline' : waitlisted ? 'Promote' : 'Approve';
          const tone = CHOICE_TONES[choice];
          return (
            <button
              key={choice}
              type="button"
              aria-pressed={verb === 'Promote' ? undefined : status === choice}
              aria-label={`${verb} ${item.name}`}
              title={verb === 'Promote' ? 'Promote from the waitlist' : verb}
              onClick={() => choose(choice)}
              className={cn(choiceClass, status === choice ? tone.chosen : tone.idle)}
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 16 16"
                className="h-3.5 w-3.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d={tone.icon} />
              </svg>
              <span className="hidden 2xl:inline">{verb}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
