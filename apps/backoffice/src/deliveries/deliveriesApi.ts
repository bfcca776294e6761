import type {
  AdminOrder,
  DeliverySheet,
  RiderList,
  SlotRiderAnswer,
  SlotRiderPayload,
} from '@farmkit/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';
import { RIDER_PATHS } from '../api/riderPaths';

/** The deliveries sheet of a shop day: its delivery orders by slot, then area, with what the door needs. */
export function useDeliverySheet(date: string) {
  return useQuery({
    // Under ['admin', 'deliveries'], which every assignment and hand-over refreshes.
    queryKey: ['admin', 'deliveries', 'sheet', date],
    queryFn: async () => (await api.get<DeliverySheet>(RIDER_PATHS.sheet, { params: { date } })).data,
  });
}

export type Rider = RiderList['results'][number];

/** The riders an order can be given to: the staff holding the rider role. */
export function useRiders(): Rider[] {
  const riders = useQuery({
    queryKey: ['admin', 'riders'],
    queryFn: async () => (await api.get<RiderList>(RIDER_PATHS.riders)).data,
  });
  return riders.data?.results ?? [];
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
