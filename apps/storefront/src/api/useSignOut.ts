import { sessionStore } from '@farmkit/session';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useShopNavigation } from '../navigation';
import { paths } from '../paths';
import { savedEmail } from '../session/savedEmail';
import { authApi } from './auth';

/** Forgets the session in this tab: the token, every cached answer, the saved e-mail. */
export function useForgetSession() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    sessionStore.signOut();
    queryClient.clear();
    savedEmail.clear();
  }, [queryClient]);
}

/** Logout: the server drops the refresh token and its cookie; the tab forgets the session and shows /login. */
export function useLogout() {
  const forgetSession = useForgetSession();
  const { navigate } = useShopNavigation();
  return useCallback(async () => {
    try {
      await authApi.logout();
    } catch {
      // Signed out here either way; the server's refresh token expires on its own.
    } finally {
      forgetSession();
      navigate(paths.login);
    }
  }, [forgetSession, navigate]);
}
