import { type ApiError, ERROR_CODES } from '@farmkit/contract';
import type { FastifyError } from 'fastify';

/** The bodies of the API's error responses, in the contract's `{ detail, code, errors? }` shape. */
export const notFound: ApiError = { detail: 'Not found.', code: ERROR_CODES.notFound };

export const invalidPage: ApiError = { detail: 'Invalid page.', code: ERROR_CODES.notFound };

export const serverError: ApiError = { detail: 'A server error occurred.', code: ERROR_CODES.server };

export function invalidInput(errors: Record<string, string[]>): ApiError {
  return { detail: 'Invalid input.', code: ERROR_CODES.validation, errors };
}

/** A 4xx raised by Fastify itself (a malformed URL or body, a body too large): its text is safe to show. */
export function clientError(error: FastifyError): ApiError {
  return {
    detail: error.message,
    code: CLIENT_ERROR_CODES[error.statusCode ?? 400] ?? ERROR_CODES.validation,
  };
}

const CLIENT_ERROR_CODES: Partial<Record<number, string>> = {
  401: ERROR_CODES.notAuthenticated,
  404: ERROR_CODES.notFound,
  429: ERROR_CODES.rateLimited,
};
