import type { Limit, RouteLimits } from '../../plugins/rate-limit.js';

export type ThrottledRoute =
  | 'signup'
  | 'login'
  | 'verifyEmail'
  | 'resendOtp'
  | 'requestResetPassword'
  | 'resetPasswordVerify'
  | 'resetPasswordConfirm'
  | 'google'
  | 'changePassword'
  | 'changeEmail'
  | 'confirmEmailChange'
  | 'updateProfile'
  | 'feedback'
  | 'cartWrite'
  | 'placeOrder'
  | 'initializePayment'
  | 'ownerSetup'
  | 'staffWrite'
  | 'catalogueWrite'
  | 'orderWrite'
  | 'orderExport';

export type RateLimitOverrides = Partial<Record<ThrottledRoute, RouteLimits>>;

const perMinute = (max: number) => ({ max, timeWindowMs: 60_000 });
const perHour = (max: number) => ({ max, timeWindowMs: 3_600_000 });
// Per account, a little above what a person types; per address, room for a household or an office behind NAT.
const standard: RouteLimits = { perIp: perMinute(10), perAccount: perMinute(5) };

export const DEFAULT_RATE_LIMITS: Record<ThrottledRoute, RouteLimits> = {
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
  // database, decode photos (up to 40 MP) all day or open payments with the provider by the thousand.
  updateProfile: { perIp: perMinute(30), perAccount: perMinute(10) },
  feedback: { perIp: perHour(30), perAccount: perHour(10) },
  cartWrite: { perIp: perMinute(240), perAccount: perMinute(120) },
  placeOrder: { perIp: perMinute(30), perAccount: perMinute(10) },
  initializePayment: { perIp: perMinute(30), perAccount: perMinute(10) },
  // The first owner's setup link: like sign-up (the token is long enough that guessing is hopeless anyway).
  ownerSetup: standard,
  // The owner's changes to the staff; an invitation e-mails an address the owner chooses.
  staffWrite: { perIp: perMinute(30), perAccount: perMinute(20) },
  // The staff's changes to the catalogue: a stock count or a morning's price changes come in quick runs; a
  // picture upload decodes an image of up to 40 MP.
  catalogueWrite: { perIp: perMinute(240), perAccount: perMinute(120) },
  // Stage moves come in runs (a morning's deliveries marked one after another); a cancellation may call the
  // payment provider for a refund.
  orderWrite: { perIp: perMinute(240), perAccount: perMinute(120) },
  // Each export reads and streams every matching order: a few a minute is plenty for a person.
  orderExport: { perIp: perMinute(10), perAccount: perMinute(5) },
};

/**
 * Failed logins (issue 9, finding 5). Per account and address, a little above what a person mistypes: the
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
