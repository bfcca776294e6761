import { FIRST_ORDER_DISCOUNT_RATE } from '@farmkit/contract';

/**
 * The discount the server will give a first order of `subtotal` naira, to show before the order exists.
 * The server decides (and the pay-now step shows its amount); this follows its rule, in whole kobo.
 */
export function firstOrderDiscount(subtotal: number): number {
  return Math.round(Math.round(subtotal * 100) * FIRST_ORDER_DISCOUNT_RATE) / 100;
}
