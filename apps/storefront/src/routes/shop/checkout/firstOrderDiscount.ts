import { firstOrderDiscountKobo } from '@farmkit/contract';

/**
 * The discount the server will give a first order of `subtotal` naira, to show before the order exists.
 * The server decides (and the pay-now step shows its amount); the rule is the contract's, shared with it.
 */
export function firstOrderDiscount(subtotal: number): number {
  return firstOrderDiscountKobo(Math.round(subtotal * 100)) / 100;
}
