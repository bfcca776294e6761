import { SESSION_HINT_COOKIE } from '@farmkit/contract';
import { refreshAccess } from './refreshAccess';
import { sessionStore } from './sessionStore';

let restoring: Promise<void> | null = null;

/** Whether the server left its session hint: without it there is no refresh cookie to try. */
function mayHaveSession(): boolean {
  return document.cookie.split('; ').some((cookie) => cookie.startsWith(`${SESSION_HINT_COOKIE}=`));
}

/**
 * Once per page load: ask for an access token with the refresh cookie, signed in if one comes back. A first
 * visit (no session hint) asks nothing: a 401 there would be a console error for nothing.
 */
export function restoreSession(): Promise<void> {
  restoring ??= mayHaveSession()
    ? refreshAccess().then(
        (access) => sessionStore.signIn(access),
        () => sessionStore.signOut(),
      )
    : Promise.resolve(sessionStore.signOut());
  return restoring;
}

/** Forget the last restore, so the next `restoreSession` asks again (a fresh story, a fresh app). */
export function forgetRestore() {
  restoring = null;
  sessionStore.reset();
}
