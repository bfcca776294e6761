import {
  ACCOUNT_PATHS,
  type AuthProviders,
  type EmailPayload,
  type GoogleSignInPayload,
  type LoginPayload,
  type Message,
  type ResetPasswordConfirmPayload,
  type ResetPasswordVerifyPayload,
  type Session,
  type SignupPayload,
  type VerifyEmailPayload,
} from '@farmkit/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from './client';
import { queryKeys } from './queryKeys';

/** The signed-out calls of `accounts/`: sign-up, verification, sign-in and password reset. */
export const authApi = {
  signup: async (payload: SignupPayload) => (await api.post<Message>(ACCOUNT_PATHS.signup, payload)).data,
  verifyEmail: async (payload: VerifyEmailPayload) =>
    (await api.post<Session>(ACCOUNT_PATHS.verifyEmail, payload)).data,
  resendOtp: async (payload: EmailPayload) =>
    (await api.post<Message>(ACCOUNT_PATHS.resendOtp, payload)).data,
  login: async (payload: LoginPayload) => (await api.post<Session>(ACCOUNT_PATHS.login, payload)).data,
  google: async (payload: GoogleSignInPayload) =>
    (await api.post<Session>(ACCOUNT_PATHS.google, payload)).data,
  logout: async () => {
    await api.post(ACCOUNT_PATHS.logout);
  },
  requestResetPassword: async (payload: EmailPayload) =>
    (await api.post<Message>(ACCOUNT_PATHS.requestResetPassword, payload)).data,
  resetPasswordVerify: async (payload: ResetPasswordVerifyPayload) =>
    (await api.post<Message>(ACCOUNT_PATHS.resetPasswordVerify, payload)).data,
  resetPasswordConfirm: async (payload: ResetPasswordConfirmPayload) =>
    (await api.post<Message>(ACCOUNT_PATHS.resetPasswordConfirm, payload)).data,
};

/** Which sign-in methods the server offers (the Google button shows only when it is configured). */
export function useAuthProviders() {
  return useQuery({
    queryKey: queryKeys.authProviders,
    queryFn: async () => (await api.get<AuthProviders>(ACCOUNT_PATHS.providers)).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
