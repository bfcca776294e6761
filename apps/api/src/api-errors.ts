import type { Socket } from 'node:net';
import {
  ADMIN_ERROR_DETAILS,
  type ApiError,
  ERROR_CODES,
  ERROR_DETAILS,
  type OutOfStockError,
  type StockShortage,
} from '@farmkit/contract';
import type { FastifyError, FastifySchemaValidationError } from 'fastify';

/** The bodies of the API's error responses, in the contract's `{ detail, code, errors? }` shape. */
export const notFound: ApiError = { detail: 'Not found.', code: ERROR_CODES.notFound };

export const invalidPage: ApiError = { detail: 'Invalid page.', code: ERROR_CODES.notFound };

export const serverError: ApiError = { detail: 'A server error occurred.', code: ERROR_CODES.server };

/** 503 while the server stops: the requests under way finish, a new one goes to another instance or retries. */
export const shuttingDown: ApiError = {
  detail: 'The server is restarting. Try again in a moment.',
  code: ERROR_CODES.serviceUnavailable,
};

/** 502: Paystack was down, slow or refused the call; the cause is logged, never shown. */
export const paymentProviderUnavailable: ApiError = {
  detail: 'The payment provider could not be reached. Try again in a moment.',
  code: ERROR_CODES.paymentProviderUnavailable,
};

/**
 * At most this many fields are named in one answer: a body of 70,000 unknown keys gets a short reply, not a
 * copy of itself.
 */
export const MAX_REPORTED_FIELDS = 20;

export function invalidInput(errors: Record<string, string[]>): ApiError {
  const fields = Object.entries(errors);
  return {
    detail: 'Invalid input.',
    code: ERROR_CODES.validation,
    errors: Object.fromEntries(fields.slice(0, MAX_REPORTED_FIELDS)),
  };
}

/**
 * A JSON Schema's (Ajv's) errors by field: `{ page: ['must be >= 1'], price: ['Unknown field.'] }`. Errors about
 * the whole input go under `non_field_errors`. Messages name the rule, never the value sent.
 */
export function schemaErrors(errors: FastifySchemaValidationError[]): Record<string, string[]> {
  return groupByField(
    errors.map((error) => {
      const path = error.instancePath.slice(1).replaceAll('/', '.');
      if (error.keyword === 'required')
        return [String(error.params.missingProperty), 'This field is required.'];
      if (error.keyword === 'additionalProperties') {
        return [[path, String(error.params.additionalProperty)].filter(Boolean).join('.'), 'Unknown field.'];
      }
      return [path || 'non_field_errors', error.message ?? 'is invalid'];
    }),
  );
}

/** Messages by field, in a map: a field named `valueOf` or `__proto__` is a field like any other. */
export function groupByField(messages: [field: string, message: string][]): Record<string, string[]> {
  const byField = new Map<string, string[]>();
  for (const [field, message] of messages) byField.set(field, [...(byField.get(field) ?? []), message]);
  return Object.fromEntries(byField);
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
    readonly body: ApiError | OutOfStockError,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.detail);
  }
}

/** 403: a member of the staff whose role lacks the capability a call needs (or a scraper with the wrong token). */
export const permissionDenied = new ApiFailure(403, {
  detail: ADMIN_ERROR_DETAILS.permissionDenied,
  code: ERROR_CODES.permissionDenied,
});

/** 409: the lines asking for more than the farm has, each with the units it has; nothing was written. */
export function outOfStock(shortages: StockShortage[]): ApiFailure {
  const names = shortages
    .map((line) => `${line.name} (${line.available === 0 ? 'sold out' : `${line.available} left`})`)
    .join(', ');
  return new ApiFailure(409, {
    detail: `Not enough in stock: ${names}.`,
    code: ERROR_CODES.outOfStock,
    shortages,
  });
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
  403: ERROR_CODES.permissionDenied,
  404: ERROR_CODES.notFound,
  413: ERROR_CODES.payloadTooLarge,
  415: ERROR_CODES.unsupportedMedia,
  429: ERROR_CODES.rateLimited,
};

/** What Node's HTTP parser refuses before Fastify sees a request, by its error code. */
const UNPARSED_REQUEST_ANSWERS: Record<string, { status: number; reason: string; body: ApiError }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    body: { detail: 'The request headers are too large.', code: ERROR_CODES.headersTooLarge },
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    body: { detail: 'The request took too long to arrive.', code: ERROR_CODES.requestTimeout },
  },
};
const MALFORMED_REQUEST = {
  status: 400,
  reason: 'Bad Request',
  body: { detail: 'Malformed HTTP request.', code: ERROR_CODES.validation },
};

/**
 * Fastify's clientErrorHandler: the answer to headers too large, a timeout or bytes that are not HTTP, written on
 * the socket in the contract's shape like every other answer.
 */
export function answerUnparsedRequest(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, reason, body } = UNPARSED_REQUEST_ANSWERS[error.code ?? ''] ?? MALFORMED_REQUEST;
  const json = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}

export const notAuthenticated: ApiError = {
  detail: ERROR_DETAILS.notAuthenticated,
  code: ERROR_CODES.notAuthenticated,
};

export const tokenNotValid: ApiError = {
  detail: ERROR_DETAILS.tokenNotValid,
  code: ERROR_CODES.tokenNotValid,
};
