/** What ADD TO CART (`stay`) or BUY NOW (`checkout`) asked for. */
export interface AddRequest {
  productId: number;
  quantity: number;
  next: 'stay' | 'checkout';
}

/** The product page's history state while a signed-out shopper signs in to finish an add. */
export interface PendingAddState {
  pendingAdd: AddRequest;
}

/** The add waiting in the history `state` of this product's page, if any (history state is untyped). */
export function pendingAdd(state: unknown, productId: number): AddRequest | undefined {
  const request = (state as Partial<PendingAddState> | null)?.pendingAdd;
  const valid =
    request?.productId === productId &&
    Number.isSafeInteger(request.quantity) &&
    request.quantity >= 1 &&
    (request.next === 'stay' || request.next === 'checkout');
  return valid ? request : undefined;
}
