import type { Kysely } from 'kysely';
import type { Database } from './database.js';
import { isPostgres } from './dialect.js';

/**
 * An instant as each database compares its stored times: ISO on PostgreSQL (a timestamptz), and on SQLite the
 * UTC text of CURRENT_TIMESTAMP ('YYYY-MM-DD HH:MM:SS'), which sorts as text.
 */
export function storedTime(db: Kysely<Database>, instant: Date): string {
  const iso = instant.toISOString();
  return isPostgres(db) ? iso : iso.slice(0, 19).replace('T', ' ');
}

/** A stored time as ISO: PostgreSQL answers a Date; SQLite the text of CURRENT_TIMESTAMP (UTC, no zone), or ISO text. */
export function isoTime(value: Date | string): string {
  if (value instanceof Date) return value.toISOString();
  return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value.replace(' ', 'T')}Z`).toISOString();
}
