import { refreshAccess } from './refreshAccess';
import { sessionStore } from './sessionStore';

let restoring: Promise<void> | null = null;

/** Once per page load: ask for an access token with the refresh cookie, signed in if one comes back. */
export function restoreSession(): Promise<void> {
  restoring ??= refreshAccess().then(
    (access) => sessionStore.signIn(access),
    () => sessionStore.signOut(),
  );
  return restoring;
}

/** Forget the last restore, so the next `restoreSession` asks again (a fresh story, a fresh app). */
export function forgetRestore() {
  restoring = null;
  sessionStore.reset();
}
