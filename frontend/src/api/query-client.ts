import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

const FIVE_MINUTES = 5 * 60 * 1000;

/** The spec's defaults: list reads retry once, results kept 5 minutes, backoff capped at 30 s. */
function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) =>
          failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        gcTime: FIVE_MINUTES,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** One client for the app; logout clears it so no shop's data outlives its session. */
export const queryClient = createQueryClient();
