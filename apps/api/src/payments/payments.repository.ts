import type { Kysely, Transaction } from 'kysely';
import { lockAccount } from '../accounts/users.repository.js';
import { type CartTotals, subtotalOf } from '../cart/cart.repository.js';
import type { Database } from '../db/database.js';
import { deliveryRefused, slotStillFree } from '../delivery/cart-delivery.js';
import { type DeliveryPlan, planColumns, planOfPayment } from '../delivery/delivery-plan.js';
import type { SlotContext } from '../delivery/slots.js';
import { insertOrder, type OrderLine } from '../orders/orders.repository.js';
import { holdExpiry, holdStockForPayment, releaseUnpaidHolds } from '../stock/stock-holds.repository.js';
import { paysInFull, type VerifiedTransaction } from './provider.js';

type Db = Kysely<Database>;

/**
 * Whether a payment may pay for the caller's cart (a pay_now placement): the provider says it succeeded, for
 * exactly the cart's total in kobo, in the currency the payment was opened in; it was opened by the caller for exactly the cart's lines (products,
 * quantities and prices), and pays for no order yet. A payment opened for other goods of the same total pays
 * for nothing here.
 */
export async function paymentCoversCart(
  trx: Transaction<Database>,
  verified: VerifiedTransaction | undefined,
  { reference, userId, totals }: { reference: string; userId: number; totals: CartTotals },
): Promise<boolean> {
  const payment = await trx
    .selectFrom('payments')
    .where('reference', '=', reference)
    .select(['id', 'user_id', 'order_id', 'currency'])
    .executeTakeFirst();
  if (!payment || payment.user_id !== userId || (await alreadyOrdered(trx, payment, reference))) return false;
  const paidLines = await trx
    .selectFrom('payment_items')
    .where('payment_id', '=', payment.id)
    .select(['product_id', 'price_kobo', 'quantity'])
    .execute();
  const key = (id: number | null, priceKobo: number, quantity: number) => `${id}:${priceKobo}:${quantity}`;
  const paid = paidLines.map((line) => key(line.product_id, line.price_kobo, line.quantity)).sort();
  const ordered = totals.lines.map((line) => key(line.id, line.price_kobo, line.quantity)).sort();
  if (paid.join() !== ordered.join()) return false;
  return paysInFull(verified, reference, { amountKobo: totals.totalKobo, currency: payment.currency });
}

/** Whether an order is already paid with the payment: linked to it, or placed naming its reference. */
async function alreadyOrdered(
  trx: Transaction<Database>,
  payment: { order_id: number | null },
  reference: string,
): Promise<boolean> {
  if (payment.order_id !== null) return true;
  const ordered = await trx
    .selectFrom('orders')
    .where('reference', '=', reference)
    .select('id')
    .executeTakeFirst();
  return ordered !== undefined;
}

/**
 * Records a payment opened for the cart's total, with the cart's lines as they were charged, and holds their
 * units for HOLD_MINUTES, in one transaction: the account's earlier unpaid holds are released first (one shopper
 * never holds twice), then each line's units move from stock to a hold, ending when the released ones would have
 * (re-initializing never renews a hold). A line the stock no longer covers throws
 * StockShortageError and nothing is kept (not even the release).
 *
 * The payment copies the delivery plan (its fee is in the total), and holds a place in its slot until its stock
 * hold ends: the earlier unpaid payments' places are given up, the slot's window locked (PostgreSQL) and its
 * places counted again; a slot filled since the check throws slot_unavailable (409) and nothing is kept.
 */
export async function openPayment(
  db: Db,
  payment: {
    reference: string;
    provider: string;
    accessCode: string;
    userId: number;
    totals: CartTotals;
    /** The shop's currency, which the provider must confirm the payment in. */
    currency: string;
    now: Date;
    delivery: DeliveryPlan;
    /** The shop's clock and formats, to count the slot's places again. */
    slots: SlotContext;
  },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockAccount(trx, payment.userId);
    const holdWindowEnd = await releaseUnpaidHolds(trx, payment.userId, payment.now);
    await trx
      .updateTable('payments')
      .set({ slot_held_until: null })
      .where('user_id', '=', payment.userId)
      .where('order_id', 'is', null)
      .where('status', '!=', 'success')
      .execute();
    if (!(await slotStillFree(trx, payment.delivery, payment.userId, payment.slots))) {
      throw deliveryRefused('slotUnavailable');
    }
    const { id } = await trx
      .insertInto('payments')
      .values({
        reference: payment.reference,
        provider: payment.provider,
        access_code: payment.accessCode,
        user_id: payment.userId,
        amount_kobo: payment.totals.totalKobo,
        currency: payment.currency,
        ...planColumns(payment.delivery),
        delivery_address: payment.delivery.address,
        slot_held_until: (holdWindowEnd ?? holdExpiry(payment.now)).toISOString(),
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
    await holdStockForPayment(trx, {
      paymentId: id,
      lines: payment.totals.lines.map((line) => ({
        product_id: line.id,
        name: line.name,
        quantity: line.quantity,
      })),
      now: payment.now,
      until: holdWindowEnd,
    });
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
      .selectAll()
      .executeTakeFirstOrThrow();
    // Not recorded: a later delivery, once the provider confirms, may still settle it.
    const charged = { amountKobo: Number(payment.amount_kobo), currency: payment.currency };
    if (!paysInFull(event.verified, reference, charged)) return { outcome: 'not_paid' };

    const recorded = await trx
      .insertInto('payment_events')
      .values({ provider: event.provider, event_id: event.eventId, reference })
      .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
      .executeTakeFirst();
    if (Number(recorded.numInsertedOrUpdatedRows ?? 0) === 0) return { outcome: 'replayed' };

    await trx.updateTable('payments').set({ status: 'success' }).where('id', '=', payment.id).execute();
    if (await alreadyOrdered(trx, payment, reference)) return { outcome: 'already_ordered' };

    const lines = await trx
      .selectFrom('payment_items')
      .where('payment_id', '=', payment.id)
      .select(['product_id', 'name', 'image', 'price_kobo', 'quantity'])
      .orderBy('id')
      .execute();
    if (lines.length === 0) return { outcome: 'nothing_to_order' };
    const subtotalKobo = subtotalOf(lines);
    const totalKobo = Number(payment.amount_kobo);
    // The order comes as the payment was opened for, whatever the cart's choice is now; the fee is in the amount.
    const delivery = planOfPayment(payment);
    const orderId = await insertOrder(trx, {
      userId: payment.user_id,
      paymentMethod: 'pay_now',
      lines,
      subtotalKobo,
      discountKobo: subtotalKobo + delivery.feeKobo - totalKobo,
      totalKobo,
      delivery,
      paid: true,
      testPayment: false,
      reference,
      idempotencyKey: null,
      ifShort: 'takeWhatIsLeft',
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
