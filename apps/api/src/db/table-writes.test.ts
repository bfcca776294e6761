import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { describeEachDialect, type TestDatabase } from '../test/dialects.js';
import { createDatabase, type Database } from './database.js';
import { migrateToLatest } from './migrate.js';
import { seedCatalogue } from './seed/seed-catalogue.js';

describeEachDialect('committed writes to watched tables', (dialect) => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  let reports = 0;
  beforeAll(async () => {
    database = await dialect.createDatabase();
    db = createDatabase(database.config, () => {}, {
      tables: ['products', 'categories'],
      onCommitted: async () => {
        reports += 1;
      },
    });
    await migrateToLatest(db);
    await seedCatalogue(db);
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });
  beforeEach(() => {
    reports = 0;
  });

  it('reports a write outside a transaction once it has run', async () => {
    await db.updateTable('products').set({ stock: 7 }).where('id', '=', 1).execute();
    expect(reports).toBe(1);
  });

  it('reports a transaction writing several times once, at its commit and not before', async () => {
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('products').set({ stock: 8 }).where('id', '=', 1).execute();
      await trx.updateTable('categories').set({ position: 0 }).where('id', '=', 1).execute();
      expect(reports).toBe(0);
    });
    expect(reports).toBe(1);
  });

  it('reports nothing for a transaction rolled back', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.updateTable('products').set({ stock: 9 }).where('id', '=', 1).execute();
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(reports).toBe(0);
  });

  it('reports writes in raw SQL, and nothing for reads or writes to other tables', async () => {
    await db.selectFrom('products').selectAll().execute();
    await sql`select count(*) from products`.execute(db);
    await db.updateTable('stock_movements').set({ note: 'x' }).where('id', '=', -1).execute();
    await db.deleteFrom('stock_holds').where('id', '=', -1).execute();
    expect(reports).toBe(0);

    await sql`update products set stock = stock where id = ${1}`.execute(db);
    expect(reports).toBe(1);
  });
});
