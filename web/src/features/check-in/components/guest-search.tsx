import { useDeferredValue, useMemo, useState } from 'react';
import type { CheckInGuest } from '@hearth/contract/check-in';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { searchGuests } from '../guest-list.ts';
import { GuestRow } from './guest-row.tsx';

/** Rows shown at once: a door's search narrows to a few; thousands of rows would only slow a phone. */
const SHOWN = 50;

type Props = {
  guests: CheckInGuest[];
  pendingCode: string | null;
  onCheckIn: (code: string) => void;
  onUndo: (code: string) => void;
};

/** Search by name or e-mail over the event's registrations, each with its check-in button. */
export function GuestSearch({ guests, pendingCode, onCheckIn, onUndo }: Props) {
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const matches = useMemo(() => searchGuests(guests, deferredQuery), [guests, deferredQuery]);
  const shown = matches.slice(0, SHOWN);

  return (
    <section aria-labelledby="guests-title" className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-xs">
      <h2 id="guests-title" className="font-semibold text-stone-900">
        Guests
      </h2>
      <SearchInput
        label="Search guests by name or e-mail"
        placeholder="Search by name or e-mail"
        value={query}
        onValueChange={setQuery}
        className="h-11"
      />
      {guests.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 px-4 py-8 text-center text-sm text-stone-600">
          No one has asked to attend yet.
        </p>
      ) : matches.length === 0 ? (
        <p className="px-1 py-6 text-center text-sm text-stone-600">No guest matches “{deferredQuery.trim()}”.</p>
      ) : (
        <>
          <ul aria-label="Guests" className="divide-y divide-stone-100">
            {shown.map((guest) => (
              <GuestRow
                key={guest.check_in_code}
                guest={guest}
                busy={pendingCode === guest.check_in_code}
                onCheckIn={onCheckIn}
                onUndo={onUndo}
              />
            ))}
          </ul>
          {matches.length > shown.length ? (
            <p className="text-center text-sm text-stone-600">
              Showing {shown.length} of {matches.length}. Type a name to narrow the list.
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
