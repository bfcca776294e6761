import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * Whether `db` (or a transaction of it) talks to PostgreSQL rather than SQLite: the few queries that differ (row
 * locks, `skip locked`, time zones) ask this. Migrations ask their own introspector instead: they are frozen in time.
 */
// biome-ignore lint/suspicious/noExplicitAny: any database of either dialect, whatever its tables
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
