import { firstOrderDiscountKobo } from '@farmkit/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

/**
 * The discount the caller's next order gets on this subtotal: the banner's promise, an account's first order
 * gets 20% off. Decided here only; the cart shows it and the placement charges it.
 */
export async function nextOrderDiscountKobo(
  db: Kysely<Database>,
  userId: number,
  subtotalKobo: number,
): Promise<number> {
  const earlierOrder = await db
    .selectFrom('orders')
    .where('user_id', '=', userId)
    .select('id')
    .executeTakeFirst();
  return earlierOrder ? 0 : firstOrderDiscountKobo(subtotalKobo);
}
