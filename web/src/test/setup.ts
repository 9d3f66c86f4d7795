import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach } from 'vitest';

/** sonner removes a closed toast 200 ms after it closes, on a timer of its own. */
const TOAST_REMOVAL_MS = 250;

afterEach(() => {
  cleanup();
  // sonner keeps its toasts in module state and replays them to the next test's <Toaster />.
  toast.dismiss();
  localStorage.clear();
});

// A toast closed in a file's last moments would otherwise be removed after the test environment is
// gone, and React's update would fail on the missing `window`.
afterAll(async () => {
  if (toast.getHistory().length > 0) await new Promise((resolve) => setTimeout(resolve, TOAST_REMOVAL_MS));
});
