import { QueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';

/** A 4xx says the request itself is wrong (or not allowed): asking again will not help. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = isAxiosError(error) ? error.response?.status : undefined;
  return failureCount < 1 && !(status !== undefined && status >= 400 && status < 500);
}

export function createQueryClient(options: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: options.retry === false ? false : shouldRetry,
        refetchOnWindowFocus: true,
      },
    },
  });
}
