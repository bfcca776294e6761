import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorNotice } from '../api/errorNotice';
import { paths } from '../paths';
import type { SignInRequest } from '../session/returnPath';
import { sessionStore } from '../session/sessionStore';
import { useToast } from './useToast';

/**
 * Spec 8 for a failed call: toast what the server said; when it says the session is missing or no longer
 * valid, sign out here too and go to /login, which brings the shopper back afterwards.
 */
export function useErrorToast() {
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (error: unknown) => {
      const notice = errorNotice(error);
      toast.error(notice.text);
      if (notice.signInAgain) {
        sessionStore.signOut();
        void navigate(paths.login, { state: { from: location } satisfies SignInRequest });
      }
    },
    [toast, navigate, location],
  );
}
