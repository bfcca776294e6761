import {
  type AddToCartPayload,
  type CartLine,
  type CartPage,
  FIRST_PAGE,
  ORDER_PATHS,
  PAGE_SIZES,
} from '@farmkit/contract';
import { useSession } from '@farmkit/session';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { queryKeys } from './queryKeys';

/** A page of the cart as react-query asks and keeps it (`useCart`, and a read after a change). */
export const cartPageQuery = (page: number, pageSize: number) => ({
  queryKey: queryKeys.cart.page(page, pageSize),
  queryFn: async () =>
    (await api.get<CartPage>(ORDER_PATHS.cart, { params: { page, page_size: pageSize } })).data,
});

/** One page of the signed-in shopper's cart, with the whole cart's count and money; nothing asked while signed out. */
export function useCart(page: number, pageSize: number = PAGE_SIZES.cart) {
  const { status } = useSession();
  return useQuery({
    ...cartPageQuery(page, pageSize),
    enabled: status === 'signedIn',
    placeholderData: keepPreviousData,
  });
}

/** The number of lines in the cart, as the header's badge shows it (page size 6, page 1). */
export function useCartCount(): number {
  return useCart(FIRST_PAGE, PAGE_SIZES.headerCart).data?.count ?? 0;
}

/**
 * Every change to the cart, or attempt, refreshes every page of it (and so the badge and the subtotal).
 * A cart read still on its way may have left the server before the change: it is dropped, or the refresh
 * would reuse it (react-query joins a query's first fetch instead of starting another).
 */
function useCartMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onMutate: () => queryClient.cancelQueries({ queryKey: queryKeys.cart.all }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.cart.all }),
  });
}

/** Adds a product, or raises its quantity when it is already in the cart. */
export function useAddToCart() {
  return useCartMutation(
    async (payload: AddToCartPayload) => (await api.post<CartLine>(ORDER_PATHS.cart, payload)).data,
  );
}

export function useSetCartLineQuantity() {
  return useCartMutation(
    async ({ lineId, quantity }: { lineId: number; quantity: number }) =>
      (await api.patch<CartLine>(ORDER_PATHS.cartLine(lineId), { quantity })).data,
  );
}

export function useRemoveCartLine() {
  return useCartMutation(async (lineId: number) => {
    await api.delete(ORDER_PATHS.cartLine(lineId));
  });
}
