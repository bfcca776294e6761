import { toKobo } from '@farmkit/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../database.js';
import { deliveryAreas, deliveryWindows, pickupPoint } from './delivery.js';

/**
 * Gives a shop that has never set its delivery the seed's areas, windows and pickup point, in one transaction,
 * and reports whether it did. A shop that has its own (any area, or the pickup row) is left as it is: safe when two
 * instances start at once, since the pickup row's key lets only one insert it.
 */
export async function seedDelivery(db: Kysely<Database>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('pickup_points')
      .values({ id: 1, ...pickupPoint, active: sql<boolean>`true` })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    await trx
      .insertInto('delivery_areas')
      .values(
        deliveryAreas.map((area) => ({
          name: area.name,
          council: area.council,
          fee_kobo: toKobo(area.feeNaira),
          min_order_kobo: toKobo(area.minOrderNaira),
          weekdays: area.weekdays.join(','),
          active: sql<boolean>`true`,
        })),
      )
      .execute();
    await trx
      .insertInto('delivery_windows')
      .values(
        deliveryWindows.map((window) => ({
          method: window.method,
          starts: window.starts,
          ends: window.ends,
          weekdays: window.weekdays.join(','),
          capacity: window.capacity,
          cutoff_days_before: window.cutoffDaysBefore,
          cutoff_time: window.cutoffTime,
          active: sql<boolean>`true`,
        })),
      )
      .execute();
    return true;
  });
}
