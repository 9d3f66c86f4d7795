import { useState } from 'react';
import { Link } from 'react-router';
import type { Participant } from '@hearth/contract/events';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { lazyDialog } from '../../../components/ui/lazy-dialog.tsx';
import { paths } from '../../../lib/paths.ts';

const GuestListDialog = lazyDialog(() => import('./guest-list-dialog.tsx').then((module) => module.GuestListDialog));

/** docs/product/events.md#guest-list: the stack shows 6 guests, then '+N more'. */
export const GUEST_STACK_SIZE = 6;

/** Guests with a photo first, each group in its original order (oldest approval first). */
export function photosFirst(guests: Participant[]): Participant[] {
  return [...guests].sort((a, b) => Number(!a.photoURL) - Number(!b.photoURL));
}

/**
 * docs/product/events.md#guest-list guest avatar stack and the dialog listing every guest with profile and social links.
 * Each face links to the guest's profile and shows their name on hover and on keyboard focus.
 */
export function GuestList({ guests }: { guests: Participant[] }) {
  const [open, setOpen] = useState(false);
  if (guests.length === 0) return null;
  const shown = photosFirst(guests).slice(0, GUEST_STACK_SIZE);
  const more = guests.length - shown.length;
  return (
    <div className="flex items-center gap-3">
      <ul className="flex -space-x-2" aria-label="Guests">
        {shown.map((guest) => {
          const name = guest.name || 'Unnamed guest';
          return (
            <li key={guest.id} className="group relative">
              <Link to={paths.user(guest.id)} aria-label={name} className="block rounded-full">
                <Avatar src={guest.photoURL} name={guest.name} size="sm" decorative />
              </Link>
              <span
                aria-hidden="true"
                className="pointer-events-none absolute bottom-full left-0 z-10 mb-2 hidden max-w-48 truncate rounded-md bg-stone-900 px-2 py-1 text-xs font-medium text-white shadow group-focus-within:block group-hover:block"
              >
                {name}
              </span>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="rounded-full px-2 py-1 text-sm text-stone-700 hover:bg-stone-100"
        aria-label={`See all ${guests.length} guests`}
      >
        {more > 0 ? `+${more} more` : `${guests.length} ${guests.length === 1 ? 'guest' : 'guests'}`}
      </button>
      <GuestListDialog open={open} onOpenChange={setOpen} guests={guests} />
    </div>
  );
}
