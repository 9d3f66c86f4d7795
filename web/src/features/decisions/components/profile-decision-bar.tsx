import type { RegistrationStatus } from '@hearth/contract/events';
import type { DecisionStatus } from '@hearth/contract/decisions';
import { cn } from '../../../components/ui/cn.ts';

type Props = {
  name: string;
  status: RegistrationStatus;
  /** Waitlist is offered once the event has a capacity. */
  hasCapacity: boolean;
  onDecide: (status: DecisionStatus) => void;
};

const base =
  'inline-flex min-h-11 flex-1 items-center justify-center rounded-xl border px-4 text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-500 sm:flex-none';

/**
 * Approve / Waitlist / Decline from the applicant profile; the manager then shows the
 * next applicant. 44 px tall with 8 px between them, so they are easy to hit on a phone (where the
 * profile keeps them at the bottom of the overlay).
 */
export function ProfileDecisionBar({ name, status, hasCapacity, onDecide }: Props) {
  const choices: { status: DecisionStatus; label: string; on: string }[] = [
    {
      status: 'approved',
      label: status === 'waitlisted' ? 'Promote' : 'Approve',
      on: 'border-emerald-700 bg-emerald-700 text-white',
    },
    ...(hasCapacity ? [{ status: 'waitlisted' as const, label: 'Waitlist', on: 'border-sky-800 bg-sky-800 text-white' }] : []),
    { status: 'declined', label: 'Decline', on: 'border-red-700 bg-red-700 text-white' },
  ];
  return (
    <div role="group" aria-label={`Decide on ${name}`} className="flex gap-2">
      {choices.map((choice) => (
        <button
          key={choice.status}
          type="button"
          aria-pressed={status === choice.status}
          onClick={() => (status === choice.status ? undefined : onDecide(choice.status))}
          className={cn(
            base,
            status === choice.status ? choice.on : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-100',
          )}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}
