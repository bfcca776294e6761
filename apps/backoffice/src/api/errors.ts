import type { ApiError } from '@farmkit/contract';
import { isAxiosError } from 'axios';

/** The HTTP status of a failed call, if the server answered. */
export function statusOf(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}

/** The API's error code of a failed call (`order_moved`...), if the server answered one. */
export function errorCodeOf(error: unknown): string | undefined {
  return isAxiosError<ApiError>(error) ? error.response?.data?.code : undefined;
}

/** What to tell the staff member: the API's own words when it gave them, else a plain sentence. */
export function errorText(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (isAxiosError<ApiError>(error)) {
    const body = error.response?.data;
    const fieldErrors = body?.errors ? Object.values(body.errors).flat() : [];
    if (fieldErrors.length > 0) return fieldErrors.join(' ');
    if (body?.detail) return body.detail;
    if (!error.response) return 'The server could not be reached. Check the connection and try again.';
  }
  return fallback;
}
