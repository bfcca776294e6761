import type { PlaceOrderInput } from '@farmkit/flows';

/** A random Idempotency-Key. `crypto.randomUUID` needs a secure context; `getRandomValues` works on plain http too. */
function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One Idempotency-Key per placement: a retry of the same placement (same method, same payment) reuses its
 * key, so an order whose answer was lost is returned instead of placed twice; another placement gets a new
 * key, so it is never answered with the first one's order.
 */
export function createPlacementKeys(newKey: () => string = randomKey) {
  let last: { placement: string; key: string } | undefined;
  return (input: PlaceOrderInput): string => {
    const placement = input.paymentMethod === 'pay_now' ? `pay_now ${input.reference}` : 'on_delivery';
    if (last?.placement !== placement) last = { placement, key: newKey() };
    return last.key;
  };
}
