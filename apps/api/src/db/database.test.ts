import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type App, buildApp } from '../app.js';
import { describeEachDialect, type TestDatabase } from '../test/dialects.js';
import { catalogue } from './seed/catalogue.js';
import { deliveryAreas } from './seed/delivery.js';
import { seedCatalogue } from './seed/seed-catalogue.js';

const productCount = catalogue.reduce((sum, category) => sum + category.products.length, 0);

describeEachDialect('database start-up', (dialect) => {
  let database: TestDatabase;
  let dataDir: string;
  beforeAll(async () => {
    database = await dialect.createDatabase();
    dataDir = await mkdtemp(join(tmpdir(), 'farmkit-api-data-'));
  });
  afterAll(async () => {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Starts the app on the test database, runs `inspect` on it, and stops it again. */
  async function withStartedApp<T>(inspect: (app: App) => Promise<T>): Promise<T> {
    const app = buildApp({ database: database.config, dataDir });
    await app.ready();
    try {
      return await inspect(app);
    } finally {
      await app.close();
    }
  }

  async function tableSizes(app: App) {
    const count = async (table: 'products' | 'categories') =>
      Number(
        (
          await app.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return { products: await count('products'), categories: await count('categories') };
  }

  it('migrates an empty database and seeds the catalogue on first start', async () => {
    await withStartedApp(async (app) => {
      const migrations = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
        app.db,
      );

      expect(migrations.rows.map((migration) => migration.name)).toEqual([
        '20261121153000_create_catalogue',
        '20261121170000_create_accounts',
        '20261121173000_create_orders',
        '20261121174000_create_payments',
        '20261121180000_create_payment_items_and_events',
        '20261124090000_add_test_payment_to_orders',
        '20261124100000_add_email_change',
        '20261124190000_add_stock',
        '20261124200000_add_staff',
        '20261124210000_add_catalogue_management',
        '20261124211000_add_order_lifecycle',
        '20261124214000_add_stock_holds',
        '20261125090000_create_jobs',
        '20261128100000_keep_records_when_accounts_go',
        '20261128110000_record_cash_on_delivery',
        '20261128200000_add_delivery',
        '20261128210000_add_riders',
        '20261129090000_settle_short_payments',
        '20261129100000_add_payment_settings',
      ]);
      expect(await tableSizes(app)).toEqual({ products: productCount, categories: catalogue.length });
      const areas = await app.db.selectFrom('delivery_areas').select(['name', 'council']).execute();
      expect(areas).toHaveLength(deliveryAreas.length);
      expect(areas).toContainEqual({ name: 'Gwarinpa', council: 'AMAC' });
      const pickup = await app.db.selectFrom('pickup_points').select('address').executeTakeFirst();
      expect(pickup?.address).toContain('Kuje');
    });
  });

  it("seeds each product's stock, with an opening row in its ledger", async () => {
    await withStartedApp(async (app) => {
      const bull = catalogue[0]?.products[0];
      const stocked = await app.db
        .selectFrom('products')
        .innerJoin('stock_movements', 'stock_movements.product_id', 'products.id')
        .where('products.slug', '=', bull?.slug ?? '')
        .select([
          'products.stock',
          'stock_movements.change',
          'stock_movements.stock_after',
          'stock_movements.reason',
        ])
        .execute();
      expect(bull?.stock).toBe(1);
      expect(stocked).toEqual([{ stock: 1, change: 1, stock_after: 1, reason: 'opening' }]);
      const ledgerRows = await app.db
        .selectFrom('stock_movements')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(ledgerRows.n)).toBe(productCount);
    });
  });

  it('starts again on the same database without migrating or seeding twice', async () => {
    await withStartedApp(async (app) => {
      expect(await tableSizes(app)).toEqual({ products: productCount, categories: catalogue.length });
      expect(await seedCatalogue(app.db)).toBe(false);
    });
  });

  it('re-seeds a catalogue emptied of products without duplicating its categories', async () => {
    await withStartedApp(async (app) => {
      await app.db.deleteFrom('products').execute();
      expect(await seedCatalogue(app.db)).toBe(true);
      expect(await tableSizes(app)).toEqual({ products: productCount, categories: catalogue.length });
    });
  });

  it('enforces the foreign key from products to categories', async () => {
    await withStartedApp(async (app) => {
      const insertOrphan = app.db
        .insertInto('products')
        .values({
          name: 'Orphan',
          slug: 'orphan',
          description: '-',
          price_kobo: 1,
          image: null,
          category_id: 999_999,
        })
        .execute();

      await expect(insertOrphan).rejects.toThrow(/foreign key/i);
    });
  });
});
