import {
  ORDER_PATHS,
  type Order,
  type OrderPage,
  PAYMENT_METHODS_PATH,
  type PaymentInit,
  type PaymentMethods,
  type PlaceOrderPayload,
  type SandboxOutcome,
  type SandboxResult,
} from '@farmkit/contract';
import { useSession } from '@farmkit/session';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { queryKeys } from './queryKeys';

/** One page of the signed-in shopper's orders, newest first. */
export function useOrders(page: number, pageSize: number) {
  const { status } = useSession();
  return useQuery({
    queryKey: queryKeys.orders.page(page, pageSize),
    queryFn: async () =>
      (await api.get<OrderPage>(ORDER_PATHS.orders, { params: { page, page_size: pageSize } })).data,
    enabled: status === 'signedIn',
    placeholderData: keepPreviousData,
  });
}

export function useOrder(id: number) {
  const { status } = useSession();
  return useQuery({
    queryKey: queryKeys.orders.detail(id),
    queryFn: async () => (await api.get<Order>(ORDER_PATHS.order(id))).data,
    enabled: status === 'signedIn',
  });
}

/**
 * The ways to pay the checkout offers now, named as the shop names them (Pay Now by its channels, or as a test);
 * fresh for a minute, as the server lets browsers keep it.
 */
export function usePaymentMethods() {
  return useQuery({
    queryKey: queryKeys.paymentMethods,
    queryFn: async () => (await api.get<PaymentMethods>(PAYMENT_METHODS_PATH)).data,
    staleTime: 60_000,
  });
}

/** Opens a payment for the current cart's total after discount (the server decides the amount). */
export async function initializePayment(): Promise<PaymentInit> {
  return (await api.post<PaymentInit>(ORDER_PATHS.initializePayment)).data;
}

/**
 * Places the cart as an order. The idempotency key makes a retry after a lost answer return the first order
 * instead of placing a second one.
 */
export async function placeOrder(payload: PlaceOrderPayload, idempotencyKey: string): Promise<Order> {
  return (
    await api.post<Order>(ORDER_PATHS.orders, payload, { headers: { 'Idempotency-Key': idempotencyKey } })
  ).data;
}

/** The sandbox provider's test checkout: records the payer's choice for the payment. */
export async function settleSandboxPayment(
  reference: string,
  outcome: SandboxOutcome,
): Promise<SandboxResult> {
  return (await api.post<SandboxResult>(ORDER_PATHS.sandboxOutcome(reference), { outcome })).data;
}

/** After an order is placed the cart is empty and the order list has a new first entry. */
export function useRefreshAfterOrder() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.cart.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
    ]);
}
