import { QueryClient } from '@tanstack/react-query';
import { isClientError } from './errors';

const MAX_RETRIES = 1;

/** Retry a failed query once, unless the server said the request itself is wrong (4xx). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && !isClientError(error);
}

export function createQueryClient(options: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: options.retry === false ? false : shouldRetry,
        refetchOnWindowFocus: false,
      },
    },
  });
}
