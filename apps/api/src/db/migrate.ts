import { DEFAULT_MIGRATION_TABLE, type Kysely, Migrator, PostgresIntrospector, sql } from 'kysely';
import type { Database } from './database.js';
import { migrationProvider } from './migrations/index.js';

/** Brings the schema up to date; concurrent starts are serialised by Kysely's migration lock. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider, ...(await migrationTableSchema(db)) });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results
      .filter((result) => result.status === 'Error')
      .map((result) => result.migrationName);
    throw new Error(`Database migration failed${failed.length ? ` in ${failed.join(', ')}` : ''}`, {
      cause: error,
    });
  }
}

/**
 * The migrations this code knows that the database has not run: none once the server has started, unless another
 * process rolled the schema back. One plain read of Kysely's migration table (the Migrator's own listing first
 * introspects every table, too slow for a readiness probe); it throws when the database cannot be reached.
 */
export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const applied = sql<{ name: string }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`;
  const names = new Set((await applied.execute(db)).rows.map((row) => row.name));
  return Object.keys(await migrationProvider.getMigrations()).filter((name) => !names.has(name));
}

/**
 * Kysely looks for its migration tables in every schema unless told which one: on a PostgreSQL server with
 * several FarmKit schemas (tests, or shops side by side) it would find another schema's and skip creating its own.
 */
async function migrationTableSchema(db: Kysely<Database>): Promise<{ migrationTableSchema?: string }> {
  if (!(db.introspection instanceof PostgresIntrospector)) return {};
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0] ? { migrationTableSchema: rows[0].schema } : {};
}
