import {
  type CartDelivery,
  type CartDeliveryPayload,
  type CartPage,
  DELIVERY_PATHS,
  type DeliveryMethod,
  type DeliveryOptions,
  type DeliverySlotList,
  FIRST_PAGE,
  PAGE_SIZES,
} from '@farmkit/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { cartPageQuery } from './cart';
import { api } from './client';
import { queryKeys } from './queryKeys';

/** Where the farm delivers (areas with their fees and minimums), its pickup point and the slots' time zone. */
export function useDeliveryOptions() {
  return useQuery({
    queryKey: queryKeys.delivery.options,
    queryFn: async () => (await api.get<DeliveryOptions>(DELIVERY_PATHS.options)).data,
  });
}

/**
 * The coming days' slots for a method (and, for delivery, an area), soonest first. Nothing is asked before the
 * method, nor for delivery before the area. Slots fill up: they are always asked again when shown.
 */
export function useDeliverySlots(method: DeliveryMethod | null, area: number | null) {
  const isDelivery = method === 'delivery';
  return useQuery({
    queryKey: queryKeys.delivery.slots(method, isDelivery ? area : null),
    queryFn: async () =>
      (
        await api.get<DeliverySlotList>(DELIVERY_PATHS.slots, {
          params: isDelivery ? { method, area } : { method },
        })
      ).data.results,
    enabled: method !== null && (!isDelivery || area !== null),
    staleTime: 0,
  });
}

/** Chooses how and when the cart's order comes; the server answers with the choice as it keeps it. */
export async function saveCartDelivery(payload: CartDeliveryPayload): Promise<CartDelivery> {
  return (await api.put<CartDelivery>(DELIVERY_PATHS.cartDelivery, payload)).data;
}

/**
 * Saves the delivery choice, then answers with the cart as the server now counts it (its fee, its total, what it
 * lacks of the area's minimum): every cached page of the cart shows the choice at once and is then asked again.
 */
export function useSaveCartDelivery() {
  const queryClient = useQueryClient();
  return async (payload: CartDeliveryPayload): Promise<CartPage> => {
    await queryClient.cancelQueries({ queryKey: queryKeys.cart.all });
    const delivery = await saveCartDelivery(payload);
    queryClient.setQueriesData<CartPage>(
      { queryKey: queryKeys.cart.all },
      (cart) => cart && { ...cart, delivery },
    );
    // Refreshes the pages on screen (the checkout's first among them), then reads the whole cart's money from one.
    await queryClient.invalidateQueries({ queryKey: queryKeys.cart.all });
    return queryClient.fetchQuery(cartPageQuery(FIRST_PAGE, PAGE_SIZES.checkout));
  };
}
