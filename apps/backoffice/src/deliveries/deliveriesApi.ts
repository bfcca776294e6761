import {
  ADMIN_ORDER_PATHS,
  type AdminOrder,
  type AdminOrderPage,
  type AdminOrderSummary,
  type OrderStage,
  PAGE_SIZES,
} from '@farmkit/contract';
import { type UseQueryResult, useQueries, useQuery } from '@tanstack/react-query';
import { api } from '../api/client';

/** The stages whose orders are on the road today: confirmed (to load) and out for delivery (loaded). */
export const DELIVERY_STAGES = ['confirmed', 'out_for_delivery'] as const satisfies readonly OrderStage[];

/** Every order at `stage`, in pages as large as the API allows (one call on an ordinary day). */
async function ordersAt(stage: OrderStage): Promise<AdminOrderSummary[]> {
  const orders: AdminOrderSummary[] = [];
  for (let page = 1; ; page += 1) {
    const { data } = await api.get<AdminOrderPage>(ADMIN_ORDER_PATHS.orders, {
      params: { stage, page, page_size: PAGE_SIZES.deliveries },
    });
    orders.push(...data.results);
    if (!data.next) return orders;
  }
}

/**
 * The orders to deliver, then each one's details for its items (the list has none). The details share the order
 * page's cache key, so a sheet opened after an order (or the other way round) does not fetch it again, and a move
 * on the order page refreshes both.
 */
export function useDeliveries() {
  const orders = useQuery({
    // Under ['admin', 'orders'], so a stage move (which invalidates the order lists) refreshes the sheet too.
    queryKey: ['admin', 'orders', 'deliveries'],
    queryFn: async () => (await Promise.all(DELIVERY_STAGES.map(ordersAt))).flat(),
  });
  const details = useQueries({
    queries: (orders.data ?? []).map((order) => ({
      queryKey: ['admin', 'order', order.id],
      queryFn: async () => (await api.get<AdminOrder>(ADMIN_ORDER_PATHS.order(order.id))).data,
    })),
  });
  const list = orders.data ?? [];
  return {
    orders,
    /** Each order's details query, by order id: its items once loaded, or why they are not. */
    details: new Map<number, UseQueryResult<AdminOrder> | undefined>(
      list.map((order, index) => [order.id, details[index]]),
    ),
  };
}
