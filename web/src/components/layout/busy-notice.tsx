import { useSyncExternalStore } from 'react';
import { busyCalls } from '../../lib/busy-retry.ts';
import { SpinnerIcon } from '../ui/spinner.tsx';

export const BUSY_NOTICE = 'The server is busy. Retrying…';

/**
 * docs/product/site-and-layout.md#busy-server: while a call waits out a busy server, a quiet line at the
 * bottom says so. The live region is always there, empty when idle, so screen readers hear the line
 * appear; it has no `status` role, which would count it among the screen's loading states.
 */
export function BusyNotice() {
  const retrying = useSyncExternalStore(busyCalls.subscribe, busyCalls.count) > 0;
  return (
    <div aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4">
      {retrying ? (
        <p className="flex items-center gap-2 rounded-full bg-stone-900 px-4 py-2 text-sm text-white shadow-lg">
          <SpinnerIcon className="h-4 w-4" />
          {BUSY_NOTICE}
        </p>
      ) : null}
    </div>
  );
}
