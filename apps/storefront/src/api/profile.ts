import {
  ACCOUNT_PATHS,
  type ChangeEmailPayload,
  type ChangePasswordPayload,
  type ConfirmEmailChangePayload,
  type Message,
  type ProfileForm,
  type User,
} from '@farmkit/contract';
import { useSession } from '@farmkit/session';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { queryKeys } from './queryKeys';

/** The signed-in account; nothing is asked while signed out. */
export function useProfile() {
  const { status } = useSession();
  return useQuery({
    queryKey: queryKeys.profile,
    queryFn: async () => (await api.get<User>(ACCOUNT_PATHS.profile)).data,
    enabled: status === 'signedIn',
  });
}

/** The profile is edited as a multipart form; only the fields given change. */
export type ProfileChange = ProfileForm & { profilePicture?: File };

function toFormData(change: ProfileChange): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(change)) {
    if (value !== undefined) form.append(field, value);
  }
  return form;
}

function useProfileMutation<Variables>(mutationFn: (variables: Variables) => Promise<User>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.profile, user),
  });
}

export function useUpdateProfile() {
  return useProfileMutation(
    async (change: ProfileChange) => (await api.patch<User>(ACCOUNT_PATHS.profile, toFormData(change))).data,
  );
}

export function useDeleteProfilePicture() {
  return useProfileMutation(async () => (await api.delete<User>(ACCOUNT_PATHS.profilePicture)).data);
}

export function useChangePassword() {
  return useMutation({
    mutationFn: async (payload: ChangePasswordPayload) =>
      (await api.put<Message>(ACCOUNT_PATHS.changePassword, payload)).data,
  });
}

/** Step 1 of a new login e-mail: the server mails a code to the new address (nothing changes yet). */
export function useRequestEmailChange() {
  return useMutation({
    mutationFn: async (payload: ChangeEmailPayload) =>
      (await api.post<Message>(ACCOUNT_PATHS.changeEmail, payload)).data,
  });
}

/** Step 2: the code makes the new address the login e-mail. */
export function useConfirmEmailChange() {
  return useProfileMutation(
    async (payload: ConfirmEmailChangePayload) =>
      (await api.post<User>(ACCOUNT_PATHS.confirmEmailChange, payload)).data,
  );
}

export function useSendFeedback() {
  return useMutation({
    mutationFn: async (message: string) =>
      (await api.post<Message>(ACCOUNT_PATHS.feedback, { message })).data,
  });
}

export async function deleteAccount(): Promise<void> {
  await api.delete(ACCOUNT_PATHS.profile);
}
