import { SHOP_TIME_ZONE, SHOP_UTC_OFFSET_MINUTES } from '@farmkit/contract';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from './database.js';
import { isPostgres } from './dialect.js';

/**
 * The shop's days (Africa/Lagos, UTC+1 all year). Boundaries are worked out here, in UTC, and compared with the
 * stored times; grouping by day is done by each database (`shopDayOf`).
 */

type Db = Kysely<Database>;
const OFFSET_MS = SHOP_UTC_OFFSET_MINUTES * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** The shop's day (YYYY-MM-DD) at `instant`. */
export function shopDayOf(instant: Date): string {
  return new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant the shop's day `day` starts (23:00 UTC the day before). */
export function shopDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS);
}

/** `day` moved by `days` (negative: back). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * An instant as each database compares its stored times: ISO on PostgreSQL (a timestamptz), and on SQLite the
 * UTC text of CURRENT_TIMESTAMP ('YYYY-MM-DD HH:MM:SS'), which sorts as text.
 */
export function storedTime(db: Db, instant: Date): string {
  const iso = instant.toISOString();
  return isPostgres(db) ? iso : iso.slice(0, 19).replace('T', ' ');
}

/**
 * The shop's day of a stored time, as YYYY-MM-DD text. PostgreSQL: the timestamptz at time zone Africa/Lagos,
 * as a date. SQLite: the stored UTC text moved by the offset (`date(t, '+60 minutes')`), Lagos having no
 * daylight saving.
 */
export function shopDayOfColumn(db: Db, column: string): RawBuilder<string> {
  if (isPostgres(db)) {
    return sql<string>`to_char(${sql.ref(column)} at time zone ${sql.lit(SHOP_TIME_ZONE)}, 'YYYY-MM-DD')`;
  }
  return sql<string>`date(${sql.ref(column)}, ${sql.lit(`+${SHOP_UTC_OFFSET_MINUTES} minutes`)})`;
}
