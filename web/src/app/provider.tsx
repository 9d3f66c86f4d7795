import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BusyNotice } from '../components/layout/busy-notice.tsx';
import { queryClient } from '../lib/query-client.ts';
import { LazyToaster } from './lazy-toaster.tsx';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LazyToaster />
      <BusyNotice />
    </QueryClientProvider>
  );
}
