import { ACCOUNT_PATHS, type RefreshResponse } from '@farmkit/contract';

/**
 * A new access token from the httpOnly refresh cookie, or a rejection when there is no valid one.
 *
 * Plain fetch rather than the axios client: the session is restored on every page, the landing page
 * included, whose first chunk carries no axios.
 */
export async function refreshAccess(): Promise<string> {
  // Refresh tokens are single-use and a reused one revokes the sign-in, so the tabs of this origin (the shop's
  // and the back-office's, which share the cookie) take turns:
  // the second tab sends the cookie the first one's answer has just replaced.
  return navigator.locks ? navigator.locks.request('farmkit-refresh', requestAccess) : requestAccess();
}

async function requestAccess(): Promise<string> {
  const response = await fetch(`/api/v1/${ACCOUNT_PATHS.refresh}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`refresh answered ${response.status}`);
  // The body's `refresh` is for clients without cookies; this one keeps only the access token.
  const { access } = (await response.json()) as RefreshResponse;
  return access;
}
