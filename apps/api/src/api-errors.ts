import { type ApiError, ERROR_CODES, ERROR_DETAILS } from '@farmkit/contract';
import type { FastifyError } from 'fastify';

/** The bodies of the API's error responses, in the contract's `{ detail, code, errors? }` shape. */
export const notFound: ApiError = { detail: 'Not found.', code: ERROR_CODES.notFound };

export const invalidPage: ApiError = { detail: 'Invalid page.', code: ERROR_CODES.notFound };

export const serverError: ApiError = { detail: 'A server error occurred.', code: ERROR_CODES.server };

/** 502: Paystack was down, slow or refused the call; the cause is logged, never shown. */
export const paymentProviderUnavailable: ApiError = {
  detail: 'The payment provider could not be reached. Try again in a moment.',
  code: ERROR_CODES.paymentProviderUnavailable,
};

export function invalidInput(errors: Record<string, string[]>): ApiError {
  return { detail: 'Invalid input.', code: ERROR_CODES.validation, errors };
}

export function throttled(retryAfterSeconds: number): ApiError {
  return {
    detail: `Request was throttled. Expected available in ${retryAfterSeconds} seconds.`,
    code: ERROR_CODES.rateLimited,
  };
}

/** A refusal a route or hook throws; the error handler answers it as it is, with its status and headers. */
export class ApiFailure extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ApiError,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.detail);
  }
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
  413: ERROR_CODES.payloadTooLarge,
  415: ERROR_CODES.unsupportedMedia,
  429: ERROR_CODES.rateLimited,
};

export const notAuthenticated: ApiError = {
  detail: ERROR_DETAILS.notAuthenticated,
  code: ERROR_CODES.notAuthenticated,
};

export const tokenNotValid: ApiError = {
  detail: ERROR_DETAILS.tokenNotValid,
  code: ERROR_CODES.tokenNotValid,
};
