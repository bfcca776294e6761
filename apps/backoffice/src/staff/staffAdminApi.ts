import {
  ADMIN_PATHS,
  type StaffInvitation,
  type StaffInvitePayload,
  type StaffMember,
  type StaffUpdatePayload,
} from '@farmkit/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';
import { meKey } from '../api/staff';

const staffKey = ['admin', 'staff'] as const;
const invitationsKey = ['admin', 'staff', 'invitations'] as const;

export function useStaffList() {
  return useQuery({
    queryKey: staffKey,
    queryFn: async () => (await api.get<StaffMember[]>(ADMIN_PATHS.staff)).data,
  });
}

export function useInvitations() {
  return useQuery({
    queryKey: invitationsKey,
    queryFn: async () => (await api.get<StaffInvitation[]>(ADMIN_PATHS.invitations)).data,
  });
}

/** What an invitation did: a verified account got the role now (200), or an invitation was e-mailed (202). */
export type InviteOutcome =
  | { kind: 'granted'; member: StaffMember }
  | { kind: 'invited'; invitation: StaffInvitation };

export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: StaffInvitePayload): Promise<InviteOutcome> => {
      const response = await api.post<StaffMember | StaffInvitation>(ADMIN_PATHS.staff, payload);
      return response.status === 202
        ? { kind: 'invited', invitation: response.data as StaffInvitation }
        : { kind: 'granted', member: response.data as StaffMember };
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}

/** A change to one member; a change to oneself also changes what the back-office lets them open. */
export function useUpdateStaff(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: StaffUpdatePayload) =>
      (await api.patch<StaffMember>(ADMIN_PATHS.staffMember(id), changes)).data,
    onSuccess: (member) => {
      queryClient.setQueryData<StaffMember[]>(staffKey, (list) =>
        list?.map((current) => (current.id === member.id ? member : current)),
      );
      void queryClient.invalidateQueries({ queryKey: meKey });
    },
  });
}

/** Takes the role away (DELETE): the account stays, as a shopper's. */
export function useRemoveStaff(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await api.delete(ADMIN_PATHS.staffMember(id));
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: staffKey });
      void queryClient.invalidateQueries({ queryKey: meKey });
    },
  });
}

export function useCancelInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await api.delete(ADMIN_PATHS.invitation(id));
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: invitationsKey }),
  });
}
