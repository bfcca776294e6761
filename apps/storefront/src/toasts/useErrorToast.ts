import { sessionStore } from '@farmkit/session';
import { useCallback } from 'react';
import { errorNotice } from '../api/errorNotice';
import { useShopNavigation } from '../navigation';
import { paths } from '../paths';
import type { SignInRequest } from '../session/returnPath';
import { useToast } from './useToast';

/**
 * For a failed call: toast what the server said; when it says the session is missing or no longer
 * valid, sign out here too and go to /login, which brings the shopper back afterwards.
 */
export function useErrorToast() {
  const report = useErrorReport();
  // One argument only: given as a mutation's onError, the call's variables must not become a return state.
  return useCallback((error: unknown) => report(error), [report]);
}

/** useErrorToast for a page that, back from the login, should find `returnState` as its history state. */
export function useErrorReport() {
  const toast = useToast();
  // The login page shows the sign-in area's toasts: a shop page's own would leave with the shop.
  const loginToast = useToast('auth');
  const { navigate, location } = useShopNavigation();
  return useCallback(
    (error: unknown, returnState?: unknown) => {
      const notice = errorNotice(error);
      if (!notice.signInAgain) {
        toast.error(notice.text);
        return;
      }
      loginToast.error(notice.text);
      sessionStore.signOut();
      const from = returnState === undefined ? location : { ...location, state: returnState };
      navigate(paths.login, { state: { from } satisfies SignInRequest });
    },
    [toast, loginToast, navigate, location],
  );
}
