import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { type Dialect, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { createPrivateFileSync, makePrivateDirSync } from '../private-files.js';
import { withStatementCache } from './sqlite-statement-cache.js';
import { type TableWriteWatch, watchTableWrites } from './table-writes.js';
import type { AccountTables } from './tables/accounts.table.js';
import type { CartTables } from './tables/cart.table.js';
import type { DeliveryTables } from './tables/delivery.table.js';
import type { JobTables } from './tables/jobs.table.js';
import type { OrderTables } from './tables/orders.table.js';
import type { PaymentTables } from './tables/payments.table.js';
import type { ProductTables } from './tables/products.table.js';
import type { AdminTables } from './tables/staff.table.js';

/** Every table of the API, by feature. */
export type Database = ProductTables &
  AccountTables &
  CartTables &
  DeliveryTables &
  OrderTables &
  PaymentTables &
  AdminTables &
  JobTables;

export type DatabaseConfig =
  | { dialect: 'sqlite'; file: string }
  | { dialect: 'postgres'; connectionString: string };

/**
 * `onIdleError` hears of pooled PostgreSQL connections that fail while idle (a database restart, say); the pool
 * replaces them, but an unheard pool error would end the process. `watch` hears of committed writes to some
 * tables (table-writes.ts).
 */
export function createDatabase(
  config: DatabaseConfig,
  onIdleError: (error: Error) => void,
  watch?: TableWriteWatch,
): Kysely<Database> {
  const dialect = createDialect(config, onIdleError);
  return new Kysely<Database>({ dialect: watch ? watchTableWrites(dialect, watch) : dialect });
}

function createDialect(config: DatabaseConfig, onIdleError: (error: Error) => void): Dialect {
  if (config.dialect === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.connectionString });
    pool.on('error', onIdleError);
    return new PostgresDialect({ pool });
  }
  // Owner-only (private-files.ts): the database holds password hashes and customers' details.
  makePrivateDirSync(dirname(config.file));
  createPrivateFileSync(config.file);
  const sqlite = new SQLite(config.file);
  // WAL lets readers carry on while a write commits; SQLite leaves foreign keys off unless asked.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  return new SqliteDialect({ database: withStatementCache(sqlite) });
}
