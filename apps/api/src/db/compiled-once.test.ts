import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect, type TestDatabase } from '../test/dialects.js';
import { compiledOnce } from './compiled-once.js';
import { createDatabase, type Database } from './database.js';
import { migrateToLatest } from './migrate.js';
import { seedCatalogue } from './seed/seed-catalogue.js';

describeEachDialect('queries compiled once', (dialect) => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  beforeAll(async () => {
    database = await dialect.createDatabase();
    db = createDatabase(database.config, () => {});
    await migrateToLatest(db);
    await seedCatalogue(db);
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  const productsOf = compiledOnce(
    (db: Kysely<Database>, { category, limit }: { category: number | undefined; limit: number }) =>
      db
        .selectFrom('products')
        .select('id')
        .$if(category !== undefined, (query) => query.where('category_id', '=', category ?? 0))
        .orderBy('id')
        .limit(limit),
  );
  const directly = (category: number | undefined, limit: number) =>
    db
      .selectFrom('products')
      .select('id')
      .$if(category !== undefined, (query) => query.where('category_id', '=', category ?? 0))
      .orderBy('id')
      .limit(limit)
      .execute();

  it('answers as the query built each time would, for every value and shape, in any order', async () => {
    for (const [category, limit] of [
      [1, 3],
      [undefined, 5],
      [2, 2],
      [undefined, 1],
      [1, 10],
    ] as const) {
      expect(await productsOf(db, { category, limit })).toEqual(await directly(category, limit));
    }
  });

  it('refuses a parameter the query does not bind, rather than run one text for every value', async () => {
    const inspected = compiledOnce((db: Kysely<Database>, { id }: { id: number }) =>
      db
        .selectFrom('products')
        .select('id')
        .limit(typeof id === 'number' ? id : 1),
    );
    await expect(inspected(db, { id: 3 })).rejects.toThrow('compiledOnce: id did not become bound values');
  });
});
