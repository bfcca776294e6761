import type { AxiosError } from 'axios';

/** The HTTP status of a failed API call, or undefined when the server never answered. */
export function httpStatus(error: unknown): number | undefined {
  // The same test as axios.isAxiosError, without importing axios into the first chunk (the QueryClient's
  // retry rule runs on every page, the landing page included).
  const isAxiosError = typeof error === 'object' && error !== null && 'isAxiosError' in error;
  return isAxiosError ? (error as AxiosError).response?.status : undefined;
}

export function isNotFound(error: unknown): boolean {
  return httpStatus(error) === 404;
}

/** A 4xx means the request itself is wrong: asking again gives the same answer. */
export function isClientError(error: unknown): boolean {
  const status = httpStatus(error);
  return status !== undefined && status >= 400 && status < 500;
}
