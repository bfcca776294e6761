import { useSyncExternalStore } from 'react';

/**
 * Whether this tab is signed in, and the access token that proves it.
 *
 * The token lives in this module only: never in localStorage, sessionStorage or a readable cookie, so
 * nothing page script can read outlives the tab. After a reload the session comes back from the httpOnly
 * refresh cookie (`restoreSession`); until that answer arrives the status is `restoring`, and pages that
 * need an account wait instead of redirecting.
 */
export type SessionState =
  | { status: 'restoring'; access: null }
  | { status: 'signedOut'; access: null }
  | { status: 'signedIn'; access: string };

const restoring: SessionState = { status: 'restoring', access: null };
const signedOut: SessionState = { status: 'signedOut', access: null };

let state: SessionState = restoring;
const listeners = new Set<() => void>();

function set(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get: (): SessionState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signIn: (access: string) => set({ status: 'signedIn', access }),
  signOut: () => set(signedOut),
  /** Back to the state of a fresh tab (each story starts from here). */
  reset: () => set(restoring),
};

/** A server-rendered page is rendered for nobody in particular: still `restoring`, as the browser's first render. */
const onTheServer = (): SessionState => restoring;

export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, onTheServer);
}
