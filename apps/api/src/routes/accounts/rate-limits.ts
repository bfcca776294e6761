import type { RouteLimits } from '../../plugins/rate-limit.js';

export type ThrottledRoute =
  | 'signup'
  | 'login'
  | 'verifyEmail'
  | 'resendOtp'
  | 'requestResetPassword'
  | 'resetPasswordVerify'
  | 'resetPasswordConfirm'
  | 'google'
  | 'changePassword';

export type RateLimitOverrides = Partial<Record<ThrottledRoute, RouteLimits>>;

const perMinute = (max: number) => ({ max, timeWindowMs: 60_000 });
// Per account, a little above what a person types; per address, room for a household or an office behind NAT.
const standard: RouteLimits = { perIp: perMinute(10), perAccount: perMinute(5) };

export const DEFAULT_RATE_LIMITS: Record<ThrottledRoute, RouteLimits> = {
  signup: standard,
  login: standard,
  verifyEmail: standard,
  resendOtp: standard,
  requestResetPassword: standard,
  resetPasswordVerify: standard,
  resetPasswordConfirm: standard,
  google: { perIp: perMinute(10) },
  changePassword: standard,
};

/** Resending a code, per e-mail and purpose (the storefront's countdown matches). */
export const RESEND_COOLDOWN_MS = 60_000;
