import type { FromSchema } from 'json-schema-to-ts';

/** Every error response of the API: `{ detail, code, errors? }`. */
export const apiErrorSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['detail', 'code'],
  properties: {
    detail: { type: 'string' },
    code: { type: 'string' },
    errors: {
      type: 'object',
      description: 'Messages per invalid field.',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
  },
} as const;

export type ApiError = FromSchema<typeof apiErrorSchema>;

/** 409 `out_of_stock`: the lines that ask for more than there is, each with the units available. */
export const outOfStockErrorSchema = {
  ...apiErrorSchema,
  required: [...apiErrorSchema.required, 'shortages'],
  properties: {
    ...apiErrorSchema.properties,
    shortages: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['product', 'name', 'requested', 'available'],
        properties: {
          product: { type: 'integer', minimum: 1 },
          name: { type: 'string' },
          requested: { type: 'integer', minimum: 1 },
          available: { type: 'integer', minimum: 0 },
        },
      },
    },
  },
} as const;

export type OutOfStockError = FromSchema<typeof outOfStockErrorSchema>;
export type StockShortage = OutOfStockError['shortages'][number];

/** Machine-readable error codes. The auth texts are the spec's exact ones. */
export const ERROR_CODES = {
  validation: 'invalid',
  notFound: 'not_found',
  notAuthenticated: 'not_authenticated',
  tokenNotValid: 'token_not_valid',
  rateLimited: 'throttled',
  server: 'server_error',
  accountInactive: 'account_inactive',
  invalidCredentials: 'invalid_credentials',
  invalidCode: 'invalid_code',
  /** Many failed logins aimed at the account: it signs in with the password and a code e-mailed to it. */
  loginCodeRequired: 'login_code_required',
  permissionDenied: 'permission_denied',
  unsupportedMedia: 'unsupported_media_type',
  payloadTooLarge: 'payload_too_large',
  headersTooLarge: 'headers_too_large',
  requestTimeout: 'request_timeout',
  /** 503: the server is stopping, or cannot reach its database (readiness); another instance or a retry answers. */
  serviceUnavailable: 'service_unavailable',
  emptyCart: 'empty_cart',
  paymentNotVerified: 'payment_not_verified',
  /** The payment provider (Paystack) could not be reached or answered with an error: try again later. */
  paymentProviderUnavailable: 'payment_provider_unavailable',
  /** The shop takes no payments online (PAYMENT_PROVIDER=off). */
  payNowUnavailable: 'pay_now_unavailable',
  conflict: 'conflict',
  /** A cart line or an order asks for more units than the farm has. */
  outOfStock: 'out_of_stock',
  /** 422: a Pay Now cart holds more than one account may while it pays; `detail` says what to reduce. */
  holdLimit: 'hold_limit',
} as const;

/** Error texts the storefront reacts to: they are part of the contract. */
export const ERROR_DETAILS = {
  notAuthenticated: 'Authentication credentials were not provided.',
  tokenNotValid: 'Given token not valid for any token type',
  accountInactive: 'Activate your account',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
