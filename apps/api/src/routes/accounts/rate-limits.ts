import { type Limit, perHour, perMinute, type RouteLimits } from '../../plugins/app/rate-limit.js';

// Per account, a little above what a person types; per address, room for a household or an office behind NAT.
const standard: RouteLimits = { perIp: perMinute(10), perAccount: perMinute(5) };

/** The limits of the accounts' routes. */
export const ACCOUNT_RATE_LIMITS = {
  signup: standard,
  // Per address only: what guards an account is the failure count below, which an attacker cannot spend for its
  // owner.
  login: { perIp: perMinute(10) },
  verifyEmail: standard,
  resendOtp: standard,
  requestResetPassword: standard,
  resetPasswordVerify: standard,
  resetPasswordConfirm: standard,
  google: { perIp: perMinute(10) },
  changePassword: standard,
  changeEmail: standard,
  confirmEmailChange: standard,
  // Writes of a signed-in shopper: well above what a person does, low enough that a script cannot fill the
  // database or decode photos (up to 40 MP) all day.
  updateProfile: { perIp: perMinute(30), perAccount: perMinute(10) },
  feedback: { perIp: perHour(30), perAccount: perHour(10) },
} satisfies Record<string, RouteLimits>;

declare module '../../plugins/app/rate-limit.js' {
  interface ThrottledRoutes extends Record<keyof typeof ACCOUNT_RATE_LIMITS, RouteLimits> {}
}

/**
 * Failed logins. Per account and address, a little above what a person mistypes: the
 * owner's own address keeps its allowance whatever others try. Per account from everywhere, a ceiling past
 * which the password alone no longer signs in: a code e-mailed to the account is asked for too, so the owner
 * is never shut out.
 */
export interface LoginFailureLimits {
  perAccountAndAddress: Limit;
  perAccount: Limit;
}

export const DEFAULT_LOGIN_FAILURE_LIMITS: LoginFailureLimits = {
  perAccountAndAddress: { max: 5, timeWindowMs: 15 * 60_000 },
  perAccount: { max: 20, timeWindowMs: 60 * 60_000 },
};
