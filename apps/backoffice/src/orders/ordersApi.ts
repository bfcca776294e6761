import {
  ADMIN_ORDER_PATHS,
  ADMIN_REPORT_PATHS,
  type AdminOrder,
  type AdminOrderPage,
  type CancelOrderPayload,
  ORDER_LIFECYCLE_ERROR_CODES,
  type OrderStagePayload,
  type SettlePayload,
} from '@farmkit/contract';
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../api/client';
import { errorCodeOf } from '../api/errors';
import { RIDER_PATHS } from '../api/riderPaths';

/** The list's filters as the URL keeps them (so a view can be bookmarked or shared) and the API takes them. */
export interface OrderFilters {
  stage?: string;
  payment_method?: string;
  q?: string;
  from?: string;
  to?: string;
  page?: string;
}

export const ORDER_FILTER_KEYS = ['stage', 'payment_method', 'q', 'from', 'to'] as const;

export function useOrders(filters: OrderFilters) {
  return useQuery({
    queryKey: ['admin', 'orders', filters],
    queryFn: async () => (await api.get<AdminOrderPage>(ADMIN_ORDER_PATHS.orders, { params: filters })).data,
    placeholderData: (previous) => previous,
  });
}

export function useOrder(id: number) {
  return useQuery({
    queryKey: ['admin', 'order', id],
    queryFn: async () => (await api.get<AdminOrder>(ADMIN_ORDER_PATHS.order(id))).data,
  });
}

/**
 * After a move, a cancellation or a settlement: the order's new state, and every list and figure that counted it
 * (the orders, the dashboard, and `alsoCounted`).
 */
function useOrderChange<Payload>(
  id: number,
  send: (payload: Payload) => Promise<AdminOrder>,
  alsoCounted: QueryKey[] = [],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (order) => {
      queryClient.setQueryData(['admin', 'order', id], order);
      for (const queryKey of [['admin', 'orders'], ['admin', 'dashboard'], ...alsoCounted]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}

/**
 * A move names the stage it leaves (`from`): if the order moved meanwhile (409 order_moved), it is fetched again,
 * so the page shows the stage it is in now. Offline, the move waits (`isPaused`) and is sent once the connection
 * is back; the order page says so.
 */
export function useMoveOrder(id: number) {
  const queryClient = useQueryClient();
  const mutation = useOrderChange(
    id,
    async (payload: OrderStagePayload) =>
      (await api.post<AdminOrder>(ADMIN_ORDER_PATHS.stage(id), payload)).data,
  );
  const { error } = mutation;
  useEffect(() => {
    if (errorCodeOf(error) !== ORDER_LIFECYCLE_ERROR_CODES.orderMoved) return;
    void queryClient.invalidateQueries({ queryKey: ['admin', 'order', id] });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] });
  }, [error, id, queryClient]);
  return mutation;
}

export function useCancelOrder(id: number) {
  return useOrderChange(
    id,
    async (payload: CancelOrderPayload) =>
      (await api.post<AdminOrder>(ADMIN_ORDER_PATHS.cancel(id), payload)).data,
  );
}

/** The rest of a short payment, once the customer paid it: the order is paid, the cash report says the rest came. */
export function useSettleOrder(id: number) {
  return useOrderChange(
    id,
    async (payload: SettlePayload) => (await api.post<AdminOrder>(RIDER_PATHS.settle(id), payload)).data,
    [['admin', 'deliveries']],
  );
}

/** The CSV export of the filtered list, as a download (the call needs the staff member's token, so no plain link). */
export async function downloadOrdersCsv(filters: OrderFilters): Promise<void> {
  const { page: _page, ...exportFilters } = filters;
  const response = await api.get<Blob>(ADMIN_REPORT_PATHS.ordersCsv, {
    params: exportFilters,
    responseType: 'blob',
  });
  const disposition = String(response.headers['content-disposition'] ?? '');
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'orders.csv';
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
