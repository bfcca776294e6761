import { type Kysely, Migrator, PostgresIntrospector, sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { createDatabase, type Database } from '../db/database.js';
import { migrationProvider } from '../db/migrations/index.js';
import type { TestDialect } from './dialects.js';

export interface UnmigratedDatabase {
  db: Kysely<Database>;
  migrator: Migrator;
  /** PostgreSQL: this test's own schema; other test files' schemas are on the same server at the same time. */
  schema: string | undefined;
}

/**
 * An empty database of the suite's own and a migrator over it, for the tests of one migration: they migrate up to
 * just before it, write the rows it must carry over, then migrate on.
 */
export function useUnmigratedDatabase(dialect: TestDialect): () => UnmigratedDatabase {
  let current: (UnmigratedDatabase & { drop(): Promise<void> }) | undefined;
  beforeAll(async () => {
    const database = await dialect.createDatabase();
    const db = createDatabase(database.config, () => {});
    const schema =
      db.introspection instanceof PostgresIntrospector
        ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
        : undefined;
    const migrator = new Migrator({
      db,
      provider: migrationProvider,
      ...(schema ? { migrationTableSchema: schema } : {}),
    });
    current = { db, migrator, schema, drop: () => database.drop() };
  });
  afterAll(async () => {
    await current?.db.destroy();
    await current?.drop();
  });
  return () => {
    if (!current) throw new Error('The database is created in beforeAll');
    return current;
  };
}
