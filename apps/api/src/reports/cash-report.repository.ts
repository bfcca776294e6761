import { type CashReport, cashToCollect, fromKobo, toKobo } from '@farmkit/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';

type Db = Kysely<Database>;
type RiderCash = CashReport['riders'][number];

/**
 * The riders' cash at the end of a delivery day (`delivery_date`): for each rider, their orders of the day, the
 * cash they should bring back (the cash to collect of their orders out for delivery or delivered, as it was before
 * the door: the contract's cashToCollect without the cash recorded), the cash recorded, and each order where the
 * two differ: short at the door (with the rider's note), or still out.
 */
export async function cashReportOf(db: Db, date: string): Promise<CashReport> {
  const rows = await db
    .selectFrom('orders')
    .select([
      'id',
      'stage',
      'payment_method',
      'paid',
      'test_payment',
      'total_kobo',
      'cash_received_kobo',
      'cash_short_note',
      'cash_settled_kobo',
      'rider_id',
      'rider_name',
    ])
    .where('delivery_date', '=', date)
    .where('rider_name', 'is not', null)
    .where('stage', '!=', 'cancelled')
    .orderBy('id')
    .execute();

  const riders = new Map<string, RiderCash & { expectedKobo: number; collectedKobo: number }>();
  for (const row of rows) {
    const key = `${row.rider_id ?? ''}:${row.rider_name}`;
    const rider = riders.get(key) ?? {
      rider: { id: row.rider_id, name: row.rider_name ?? '' },
      orders_assigned: 0,
      cash_expected: 0,
      cash_collected: 0,
      difference: 0,
      differences: [],
      expectedKobo: 0,
      collectedKobo: 0,
    };
    riders.set(key, rider);
    rider.orders_assigned += 1;
    if (row.stage !== 'out_for_delivery' && row.stage !== 'delivered') continue;
    const recorded = row.cash_received_kobo === null ? null : Number(row.cash_received_kobo);
    // What was due at the door: an order paid in cash counts as it stood before the cash came.
    const expectedKobo = toKobo(
      cashToCollect({
        stage: row.stage,
        payment_method: row.payment_method,
        // Paid once its cash came (at the door, and the rest of a short payment after): it counts as before.
        paid: recorded === null && Boolean(row.paid),
        test_payment: Boolean(row.test_payment),
        total_price: fromKobo(Number(row.total_kobo)),
      }),
    );
    const collectedKobo = recorded ?? 0;
    rider.expectedKobo += expectedKobo;
    rider.collectedKobo += collectedKobo;
    if (collectedKobo !== expectedKobo) {
      rider.differences.push({
        id: row.id,
        stage: row.stage,
        expected: fromKobo(expectedKobo),
        collected: fromKobo(collectedKobo),
        difference: fromKobo(collectedKobo - expectedKobo),
        short_note: row.cash_short_note,
        settled: row.cash_settled_kobo === null ? null : fromKobo(Number(row.cash_settled_kobo)),
      });
    }
  }

  return {
    date,
    riders: [...riders.values()]
      .map(({ expectedKobo, collectedKobo, ...rider }) => ({
        ...rider,
        cash_expected: fromKobo(expectedKobo),
        cash_collected: fromKobo(collectedKobo),
        difference: fromKobo(collectedKobo - expectedKobo),
      }))
      .sort((a, b) => a.rider.name.localeCompare(b.rider.name) || (a.rider.id ?? 0) - (b.rider.id ?? 0)),
  };
}
