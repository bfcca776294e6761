import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from './database.js';
import { isPostgres } from './dialect.js';
import { storedTime } from './stored-time.js';

/**
 * The shop's days, in its time zone (SHOP_TIME_ZONE, Africa/Lagos by default). Boundaries are worked out here, in
 * UTC, and compared with the stored times; grouping by day is done by each database (`dayOfColumn`).
 */

type Db = Kysely<Database>;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export interface ShopDays {
  readonly timeZone: string;
  /** The shop's day (YYYY-MM-DD) at `instant`. */
  dayOf(instant: Date): string;
  /** The instant the shop's day `day` starts (in Lagos, 23:00 UTC the day before). */
  dayStart(day: string): Date;
  /** The shop's day of a stored time, as YYYY-MM-DD text, for the stored times of the days `firstDay` to `endDay`. */
  dayOfColumn(db: Db, column: string, firstDay: string, endDay: string): RawBuilder<string>;
}

/** `day` moved by `days` (negative: back). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function shopDays(timeZone: string): ShopDays {
  const wallClock = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  /** How far the shop's clock is ahead of UTC at `instant`, in whole minutes. */
  const offsetAt = (instant: number): number => {
    const parts = wallClock.formatToParts(instant);
    const part = (type: Intl.DateTimeFormatPartTypes) =>
      Number(parts.find((each) => each.type === type)?.value);
    const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
    return Math.round((asUtc - Math.floor(instant / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
  };
  const dayOf = (instant: Date) =>
    new Date(instant.getTime() + offsetAt(instant.getTime()) * MINUTE_MS).toISOString().slice(0, 10);
  const dayStart = (day: string) => {
    const midnight = Date.parse(`${day}T00:00:00Z`);
    const guess = midnight - offsetAt(midnight) * MINUTE_MS;
    return new Date(midnight - offsetAt(guess) * MINUTE_MS);
  };

  /** The instants between `from` and `to` where the shop's clock changes (daylight saving), with the new offset. */
  const offsetChanges = (from: number, to: number): { at: number; offset: number }[] => {
    const changes: { at: number; offset: number }[] = [];
    for (let start = from; start < to; start += DAY_MS) {
      const end = Math.min(start + DAY_MS, to);
      if (offsetAt(start) === offsetAt(end)) continue;
      let [before, after] = [start, end];
      while (after - before > MINUTE_MS) {
        const middle = before + Math.floor((after - before) / 2 / MINUTE_MS) * MINUTE_MS;
        if (offsetAt(middle) === offsetAt(start)) before = middle;
        else after = middle;
      }
      changes.push({ at: after, offset: offsetAt(after) });
    }
    return changes;
  };

  return {
    timeZone,
    dayOf,
    dayStart,
    dayOfColumn(db, column, firstDay, endDay) {
      if (isPostgres(db)) {
        return sql<string>`to_char(${sql.ref(column)} at time zone ${sql.lit(timeZone)}, 'YYYY-MM-DD')`;
      }
      // SQLite knows no time zones: the stored UTC text is moved by the offset in force at that time.
      const from = dayStart(firstDay).getTime();
      const minutes = (offset: number) => sql.lit(`${offset >= 0 ? '+' : ''}${offset} minutes`);
      let offset = offsetAt(from);
      const changes = offsetChanges(from, dayStart(endDay).getTime());
      if (changes.length === 0) return sql<string>`date(${sql.ref(column)}, ${minutes(offset)})`;
      const whens = changes.map((change) => {
        const before = offset;
        offset = change.offset;
        return sql`when ${sql.ref(column)} < ${sql.lit(storedTime(db, new Date(change.at)))} then ${minutes(before)}`;
      });
      return sql<string>`date(${sql.ref(column)}, case ${sql.join(whens, sql` `)} else ${minutes(offset)} end)`;
    },
  };
}
