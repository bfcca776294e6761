import { QueryClient } from '@tanstack/react-query';
import { isClientError } from './errors';

const MAX_RETRIES = 1;

/** Retry a failed query once, unless the server said the request itself is wrong (4xx). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && !isClientError(error);
}

interface QueryClientOptions {
  retry?: boolean;
  /**
   * For a server render: a failed query shows its failure (a product that does not exist shows as not found),
   * where in the browser it would show as loading again, about to be asked once more.
   */
  showFailures?: boolean;
}

export function createQueryClient({
  retry = true,
  showFailures = false,
}: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: retry ? shouldRetry : false,
        retryOnMount: !showFailures,
        refetchOnWindowFocus: false,
      },
    },
  });
}
