import { type Kysely, Migrator } from 'kysely';
import type { Database } from './database.js';
import { migrationProvider } from './migrations/index.js';

/** Brings the schema up to date; concurrent starts are serialised by Kysely's migration lock. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const { error, results = [] } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  if (error) {
    const failed = results
      .filter((result) => result.status === 'Error')
      .map((result) => result.migrationName);
    throw new Error(`Database migration failed${failed.length ? ` in ${failed.join(', ')}` : ''}`, {
      cause: error,
    });
  }
}
