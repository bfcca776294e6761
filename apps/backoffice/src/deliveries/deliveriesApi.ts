import {
  ADMIN_PATHS,
  type AdminOrder,
  type DeliverySheet,
  type OrderRider,
  type SlotRiderAnswer,
  type SlotRiderPayload,
  type StaffMember,
} from '@farmkit/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';
import { RIDER_PATHS } from '../api/riderPaths';
import { useCan } from '../auth/useCan';

/** The deliveries sheet of a shop day: its delivery orders by slot, then area, with what the door needs. */
export function useDeliverySheet(date: string) {
  return useQuery({
    // Under ['admin', 'deliveries'], which every assignment and hand-over refreshes.
    queryKey: ['admin', 'deliveries', 'sheet', date],
    queryFn: async () => (await api.get<DeliverySheet>(RIDER_PATHS.sheet, { params: { date } })).data,
  });
}

export interface Rider {
  id: number;
  name: string;
}

/**
 * The riders an order can be given to: the staff holding the rider role. The staff list is the owner's
 * (staff.manage); a manager, who may assign but not list the staff, is offered the riders the sheet already names.
 */
export function useRiders(named: readonly OrderRider[]): Rider[] {
  const can = useCan();
  const staff = useQuery({
    queryKey: ['admin', 'staff'],
    queryFn: async () => (await api.get<StaffMember[]>(ADMIN_PATHS.staff)).data,
    enabled: can('staff.manage'),
  });
  const riders = new Map<number, Rider>();
  for (const member of staff.data ?? []) {
    if (member.role === 'rider') riders.set(member.id, { id: member.id, name: member.name || member.email });
  }
  for (const rider of named) {
    if (rider?.id != null && !riders.has(rider.id)) riders.set(rider.id, { id: rider.id, name: rider.name });
  }
  return [...riders.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** After an assignment: the sheet, the cash report and the order pages that show riders. */
function useRidersChanged() {
  const queryClient = useQueryClient();
  return (orders: readonly number[]) => {
    void queryClient.invalidateQueries({ queryKey: ['admin', 'deliveries'] });
    for (const id of orders) void queryClient.invalidateQueries({ queryKey: ['admin', 'order', id] });
  };
}

/** Gives one order to a rider, or (null) takes it back. */
export function useAssignOrderRider() {
  const changed = useRidersChanged();
  return useMutation({
    mutationFn: async ({ order, rider }: { order: number; rider: number | null }) =>
      (await api.put<AdminOrder>(RIDER_PATHS.orderRider(order), { rider })).data,
    onSuccess: (_answer, { order }) => changed([order]),
  });
}

/** Gives every open order of a slot (and area) to one rider. */
export function useAssignSlotRider() {
  const changed = useRidersChanged();
  return useMutation({
    mutationFn: async (payload: SlotRiderPayload) =>
      (await api.post<SlotRiderAnswer>(RIDER_PATHS.assign, payload)).data,
    onSuccess: (answer) => changed(answer.orders),
  });
}
