import { ERROR_CODES, ERROR_DETAILS } from '@farmkit/contract';
import { errorNotice } from './errorNotice';
import { httpStatus } from './errors';

export const INVALID_LOGIN = 'Invalid email or password.';

/**
 * What a failed login means for the shopper. An unverified account goes on to /signupverify;
 * wrong credentials are said plainly, where the original only logged them; anything else (too many
 * tries, a server fault) is the server's own message.
 */
export function loginFailure(error: unknown): { verifyEmail: true } | { verifyEmail: false; text: string } {
  const notice = errorNotice(error);
  if (notice.text === ERROR_DETAILS.accountInactive) return { verifyEmail: true };
  if (httpStatus(error) === 401) return { verifyEmail: false, text: INVALID_LOGIN };
  return { verifyEmail: false, text: notice.text };
}

/** Many failed logins aimed at the account: it now signs in with the password and the code e-mailed to it. */
export function needsLoginCode(error: unknown): boolean {
  const data = (error as { response?: { data?: { code?: unknown } } } | null)?.response?.data;
  return httpStatus(error) === 403 && data?.code === ERROR_CODES.loginCodeRequired;
}
