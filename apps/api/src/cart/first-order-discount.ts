import { firstOrderDiscountKobo } from '@farmkit/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';

/**
 * The discount the caller's next order gets on this subtotal: an account's first order gets `rate` of it off (the
 * shop's FIRST_ORDER_DISCOUNT_RATE, 0 when the discount is off). Decided here only; the cart shows it and the
 * placement charges it.
 */
export async function nextOrderDiscountKobo(
  db: Kysely<Database>,
  userId: number,
  subtotalKobo: number,
  rate: number,
): Promise<number> {
  if (rate === 0) return 0;
  const earlierOrder = await db
    .selectFrom('orders')
    .where('user_id', '=', userId)
    .select('id')
    .executeTakeFirst();
  return earlierOrder ? 0 : firstOrderDiscountKobo(subtotalKobo, rate);
}
