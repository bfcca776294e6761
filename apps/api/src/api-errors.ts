import { type ApiError, ERROR_CODES } from '@farmkit/contract';

/** The bodies of the API's error responses, in the contract's `{ detail, code, errors? }` shape. */
export const notFound: ApiError = { detail: 'Not found.', code: ERROR_CODES.notFound };

export const invalidPage: ApiError = { detail: 'Invalid page.', code: ERROR_CODES.notFound };

export const serverError: ApiError = { detail: 'A server error occurred.', code: ERROR_CODES.server };

export function invalidInput(errors: Record<string, string[]>): ApiError {
  return { detail: 'Invalid input.', code: ERROR_CODES.validation, errors };
}
