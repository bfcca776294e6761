import { fromKobo, SHORT_PAYMENT_ERROR_CODES, SHORT_PAYMENT_ERROR_DETAILS } from '@farmkit/contract';
import { sql, type Transaction } from 'kysely';
import { ApiFailure } from '../api-errors.js';
import { audit } from '../audit/audit.js';
import type { Database } from '../db/database.js';
import { isPostgres } from '../db/dialect.js';
import { storedTime } from '../db/stored-time.js';

const nothingToSettle = new ApiFailure(409, {
  detail: SHORT_PAYMENT_ERROR_DETAILS.nothingToSettle,
  code: SHORT_PAYMENT_ERROR_CODES.nothingToSettle,
});

/**
 * Records the rest of a short payment (docs/spec-decisions.md#riders-and-short-payments): a delivered order whose
 * customer paid the rider less, now paid in full. The amount must be exactly what is owed (400
 * settle_amount_mismatch); an order paid in full, or settled already, has nothing to settle (409). The cash taken at
 * the door stays as the rider recorded it, so their day's cash report does not change after the fact. Undefined
 * when there is no such order.
 */
export async function settleShortPayment(
  trx: Transaction<Database>,
  {
    orderId,
    amountKobo,
    note,
    actorId,
    formatMoney,
  }: {
    orderId: number;
    amountKobo: number;
    note: string;
    actorId: number;
    formatMoney: (amount: number) => string;
  },
): Promise<true | undefined> {
  const order = await trx
    .selectFrom('orders')
    .select(['id', 'stage', 'total_kobo', 'cash_received_kobo', 'cash_short_note', 'cash_settled_kobo'])
    .where('id', '=', orderId)
    .$if(isPostgres(trx), (query) => query.forUpdate())
    .executeTakeFirst();
  if (!order) return undefined;
  if (
    order.stage !== 'delivered' ||
    order.cash_short_note === null ||
    order.cash_received_kobo === null ||
    order.cash_settled_kobo !== null
  ) {
    throw nothingToSettle;
  }
  const owedKobo = Number(order.total_kobo) - Number(order.cash_received_kobo);
  if (amountKobo !== owedKobo) {
    throw new ApiFailure(400, {
      detail: SHORT_PAYMENT_ERROR_DETAILS.settleAmountMismatch(formatMoney(fromKobo(owedKobo))),
      code: SHORT_PAYMENT_ERROR_CODES.settleAmountMismatch,
    });
  }
  const staff = await trx
    .selectFrom('users')
    .select('name')
    .where('id', '=', actorId)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('orders')
    .set({
      // better-sqlite3 binds no boolean: the literal is understood by both databases.
      paid: sql<boolean>`true`,
      cash_settled_kobo: amountKobo,
      cash_settled_at: storedTime(trx, new Date()),
      cash_settled_by: actorId,
      cash_settled_by_name: staff.name,
      cash_settled_note: note,
    })
    .where('id', '=', orderId)
    .execute();
  await audit(trx, {
    actorId,
    action: 'order.settle',
    entityType: 'order',
    entityId: orderId,
    before: { paid: false, owed: fromKobo(owedKobo) },
    after: { paid: true, settled: fromKobo(amountKobo), note },
  });
  return true;
}
