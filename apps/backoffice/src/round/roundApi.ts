import type { DeliveryStop, RiderDeliveredPayload, RiderRound } from '@farmkit/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';
import { RIDER_PATHS } from '../api/riderPaths';

const roundKey = (date: string) => ['admin', 'deliveries', 'mine', date] as const;

/** The signed-in rider's stops of a day, in route order (the API's: council, area, then the slot's start). */
export function useRiderRound(date: string) {
  return useQuery({
    queryKey: roundKey(date),
    queryFn: async () => (await api.get<RiderRound>(RIDER_PATHS.mine, { params: { date } })).data,
  });
}

/**
 * A stop handed over at the door, with the cash taken: the answer (the stop, delivered) takes its place in the
 * round, so the list does not jump or reload under the rider's thumb.
 */
export function useHandOver(date: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...payload }: RiderDeliveredPayload & { id: number }) =>
      (await api.post<DeliveryStop>(RIDER_PATHS.delivered(id), payload)).data,
    onSuccess: (stop) => {
      queryClient.setQueryData<RiderRound>(
        roundKey(date),
        (round) =>
          round && {
            ...round,
            results: round.results.map((candidate) => (candidate.id === stop.id ? stop : candidate)),
          },
      );
      void queryClient.invalidateQueries({ queryKey: ['admin', 'order', stop.id] });
    },
  });
}
