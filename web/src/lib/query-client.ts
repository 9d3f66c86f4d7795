import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/**
 * A load is tried again after a network error or a 5xx, but not after a 4xx (the answer will not
 * change) nor a 503 (the client already waited out the server's busy answers, busy-retry.ts).
 */
const shouldRetry = (error: Error) =>
  !(error instanceof ApiError && ((error.status >= 400 && error.status < 500) || error.status === 503));

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (count, error) => shouldRetry(error) && count < 2,
    },
  },
});
