import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { queryClient } from '../lib/query-client.ts';

/** SPEC §9: toasts at the top, 3000 ms. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* Plain (not rich-coloured) toasts: their text keeps AA contrast (axe). */}
      <Toaster position="top-center" duration={3000} closeButton />
    </QueryClientProvider>
  );
}
