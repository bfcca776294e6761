import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import { type cartTotals, insertOrder, lockAccount, type OrderLine } from '../orders/orders.repository.js';
import { paysInFull, type VerifiedTransaction } from './provider.js';

type Db = Kysely<Database>;
type CartTotals = NonNullable<Awaited<ReturnType<typeof cartTotals>>>;

/** Records a payment opened for the cart's total, with the cart's lines as they were charged. */
export async function openPayment(
  db: Db,
  payment: { reference: string; provider: string; accessCode: string; userId: number; totals: CartTotals },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('payments')
      .values({
        reference: payment.reference,
        provider: payment.provider,
        access_code: payment.accessCode,
        user_id: payment.userId,
        amount_kobo: payment.totals.totalKobo,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('payment_items')
      .values(
        payment.totals.lines.map((line) => ({
          payment_id: id,
          product_id: line.id,
          name: line.name,
          image: line.image,
          price_kobo: line.price_kobo,
          quantity: line.quantity,
        })),
      )
      .execute();
  });
}

export type SettledPayment =
  | { outcome: 'placed'; userId: number; orderId: number }
  | { outcome: 'replayed' | 'unknown_payment' | 'not_paid' | 'already_ordered' | 'nothing_to_order' };

/**
 * A payment the provider confirms as paid in full, from its webhook: the event is recorded (once: a replay
 * changes nothing), the payment marked paid, and, if its order was never placed (the shopper closed the tab
 * after paying), placed now, for the account that opened it.
 *
 * The order is made of the lines the payment was opened for, at the prices and discount charged, not of today's
 * cart: the cart may have changed since (or been ordered), and placing it would deliver goods that were not paid
 * for, or refuse an order that was. The shopper gets exactly what the money paid for, and those lines leave
 * the cart so they are not bought twice.
 */
export async function settlePaidPayment(
  db: Db,
  event: { provider: string; eventId: string; reference: string; verified: VerifiedTransaction | undefined },
): Promise<SettledPayment> {
  const { reference } = event;
  const opened = await db
    .selectFrom('payments')
    .where('reference', '=', reference)
    .where('provider', '=', event.provider)
    .select('user_id')
    .executeTakeFirst();
  if (!opened) return { outcome: 'unknown_payment' };

  return db.transaction().execute(async (trx): Promise<SettledPayment> => {
    // The same lock as a pay_now placement of the account: the webhook and the shopper's own call never both
    // place an order for the payment.
    await lockAccount(trx, opened.user_id);
    const payment = await trx
      .selectFrom('payments')
      .where('reference', '=', reference)
      .select(['id', 'user_id', 'amount_kobo', 'order_id'])
      .executeTakeFirstOrThrow();
    // Not recorded: a later delivery, once the provider confirms, may still settle it.
    if (!paysInFull(event.verified, reference, Number(payment.amount_kobo))) return { outcome: 'not_paid' };

    const recorded = await trx
      .insertInto('payment_events')
      .values({ provider: event.provider, event_id: event.eventId, reference })
      .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
      .executeTakeFirst();
    if (Number(recorded.numInsertedOrUpdatedRows ?? 0) === 0) return { outcome: 'replayed' };

    await trx.updateTable('payments').set({ status: 'success' }).where('id', '=', payment.id).execute();
    const ordered = await trx
      .selectFrom('orders')
      .where('reference', '=', reference)
      .select('id')
      .executeTakeFirst();
    if (payment.order_id !== null || ordered) return { outcome: 'already_ordered' };

    const lines = await trx
      .selectFrom('payment_items')
      .where('payment_id', '=', payment.id)
      .select(['product_id', 'name', 'image', 'price_kobo', 'quantity'])
      .orderBy('id')
      .execute();
    if (lines.length === 0) return { outcome: 'nothing_to_order' };
    const subtotalKobo = lines.reduce((sum, line) => sum + line.price_kobo * line.quantity, 0);
    const totalKobo = Number(payment.amount_kobo);
    const orderId = await insertOrder(trx, {
      userId: payment.user_id,
      paymentMethod: 'pay_now',
      lines,
      subtotalKobo,
      discountKobo: subtotalKobo - totalKobo,
      totalKobo,
      paid: true,
      reference,
      idempotencyKey: null,
    });
    await removeFromCart(trx, payment.user_id, lines);
    return { outcome: 'placed', userId: payment.user_id, orderId };
  });
}

/** Takes the ordered quantities out of the cart; a line left with none is removed. */
async function removeFromCart(trx: Transaction<Database>, userId: number, lines: OrderLine[]): Promise<void> {
  for (const { product_id: productId, quantity } of lines) {
    if (productId === null) continue;
    await trx
      .deleteFrom('cart_lines')
      .where('user_id', '=', userId)
      .where('product_id', '=', productId)
      .where('quantity', '<=', quantity)
      .execute();
    await trx
      .updateTable('cart_lines')
      .set((eb) => ({ quantity: eb('quantity', '-', quantity) }))
      .where('user_id', '=', userId)
      .where('product_id', '=', productId)
      .execute();
  }
}

export async function eventSeen(db: Db, provider: string, eventId: string): Promise<boolean> {
  const row = await db
    .selectFrom('payment_events')
    .where('provider', '=', provider)
    .where('event_id', '=', eventId)
    .select('id')
    .executeTakeFirst();
  return row !== undefined;
}
