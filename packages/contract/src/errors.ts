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
  permissionDenied: 'permission_denied',
  unsupportedMedia: 'unsupported_media_type',
  payloadTooLarge: 'payload_too_large',
  emptyCart: 'empty_cart',
  paymentNotVerified: 'payment_not_verified',
  /** The payment provider (Paystack) could not be reached or answered with an error: try again later. */
  paymentProviderUnavailable: 'payment_provider_unavailable',
  conflict: 'conflict',
} as const;

/** Error texts the storefront reacts to (spec section 8): they are part of the contract. */
export const ERROR_DETAILS = {
  notAuthenticated: 'Authentication credentials were not provided.',
  tokenNotValid: 'Given token not valid for any token type',
  accountInactive: 'Activate your account',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
