import type { FromSchema } from 'json-schema-to-ts';

/** The signed-in customer, as login, verify-email, Google sign-in and the profile calls return it. */
export const userSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'email',
    'name',
    'gender',
    'country',
    'phone_number',
    'profilePicture',
    'address',
    'city',
    'zipcode',
  ],
  properties: {
    id: { type: 'integer', minimum: 1 },
    email: { type: 'string', format: 'email' },
    name: { type: 'string' },
    gender: { type: ['string', 'null'], enum: ['M', 'F', null] },
    country: { type: ['string', 'null'], description: 'ISO 3166-1 alpha-2 code.' },
    phone_number: { type: ['string', 'null'], description: 'Dial code then number, e.g. +2348021234567.' },
    profilePicture: { type: ['string', 'null'], description: 'URL of the profile photo, or null.' },
    address: { type: 'string' },
    city: { type: 'string' },
    zipcode: { type: 'string' },
  },
} as const;
export type User = FromSchema<typeof userSchema>;

export const tokensSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['access', 'refresh'],
  properties: {
    access: { type: 'string', description: 'JWT for the Authorization header, valid 15 minutes.' },
    refresh: {
      type: 'string',
      description: 'Single-use refresh token; also set as an httpOnly cookie scoped to the refresh path.',
    },
  },
} as const;
export type Tokens = FromSchema<typeof tokensSchema>;

/** Login, verify-email and Google sign-in: `{ user, tokens }`. */
export const sessionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['user', 'tokens'],
  properties: { user: userSchema, tokens: tokensSchema },
} as const;
export type Session = FromSchema<typeof sessionSchema>;

/** Refresh: the new pair (the old refresh token is spent). */
export const refreshResponseSchema = tokensSchema;
export type RefreshResponse = Tokens;

/** Calls that only report: sign-up, resend-otp, reset steps, change-password, feedback. */
export const messageSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['detail'],
  properties: { detail: { type: 'string' } },
} as const;
export type Message = FromSchema<typeof messageSchema>;

/** Sign-in methods the server offers; the storefront shows the Google button only when it is configured. */
export const authProvidersSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['google'],
  properties: {
    google: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['client_id'],
      properties: { client_id: { type: 'string' } },
    },
  },
} as const;
export type AuthProviders = FromSchema<typeof authProvidersSchema>;

export const googleSignInPayloadSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['access_token'],
  properties: {
    access_token: { type: 'string', minLength: 1, maxLength: 4096 },
    refresh_token: { type: 'string', maxLength: 4096 },
    email: { type: 'string', maxLength: 254, description: 'Ignored: the e-mail comes from Google.' },
  },
} as const;
export type GoogleSignInPayload = FromSchema<typeof googleSignInPayloadSchema>;

/**
 * A cookie page script can read, set and cleared with the httpOnly refresh cookie: it holds no secret, only
 * tells the storefront whether there is a session to restore, so a first visit asks nothing that answers 401.
 */
export const SESSION_HINT_COOKIE = 'farmkit_session';

/** Profile photos: images only, checked by content, re-encoded by the server. */
export const PROFILE_PICTURE_MAX_BYTES = 2 * 1024 * 1024;
export const PROFILE_PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/**
 * The `accounts/` calls, relative to `/api/v1/`. Bodies are validated with the yup
 * payload schemas in `validation/account-payloads.ts`.
 */
export const ACCOUNT_PATHS = {
  signup: 'accounts/signup/',
  verifyEmail: 'accounts/verify-email/',
  resendOtp: 'accounts/resend-otp/',
  login: 'accounts/login/',
  refresh: 'accounts/refresh/',
  logout: 'accounts/logout/',
  google: 'accounts/google/',
  providers: 'accounts/providers/',
  requestResetPassword: 'accounts/request-reset-password/',
  resetPasswordVerify: 'accounts/reset-password-verify/',
  resetPasswordConfirm: 'accounts/reset-password-confirm/',
  changePassword: 'accounts/change-password/',
  profile: 'accounts/edit/',
  profilePicture: 'accounts/edit/picture/',
  /** A new login e-mail: asked with the password, confirmed with the code sent to the new address. */
  changeEmail: 'accounts/edit/email/',
  confirmEmailChange: 'accounts/edit/email/verify/',
  feedback: 'accounts/feedback/',
} as const;
