import { type ColumnDefinitionBuilder, type Kysely, PostgresIntrospector, sql } from 'kysely';

// Frozen: once released, a migration never changes (a schema change is a new migration), so it is typed
// against no table types of today.
// biome-ignore lint/suspicious/noExplicitAny: see above
type FrozenDatabase = Kysely<any>;

/** Units the products of a shop that sold without stock get when tracking begins, until staff count them. */
const OPENING_STOCK = 20;

/** Stock per product, never below zero, and a ledger of every change to it. */
export async function up(db: FrozenDatabase): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('stock', 'integer', (col) => col.notNull().defaultTo(0).check(sql`stock >= 0`))
    .execute();
  await db.schema
    .alterTable('products')
    .addColumn('low_stock_threshold', 'integer', (col) =>
      col.notNull().defaultTo(5).check(sql`low_stock_threshold >= 0`),
    )
    .execute();

  await db.schema
    .createTable('stock_movements')
    .addColumn('id', 'integer', identity(db))
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('change', 'integer', (col) => col.notNull())
    .addColumn('stock_after', 'integer', (col) => col.notNull().check(sql`stock_after >= 0`))
    .addColumn('reason', 'varchar(20)', (col) =>
      col
        .notNull()
        .check(sql`reason in ('opening', 'sale', 'cancellation', 'restock', 'correction', 'loss')`),
    )
    .addColumn('order_id', 'integer', (col) => col.references('orders.id').onDelete('set null'))
    .addColumn('actor_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
    .execute();
  await db.schema
    .createIndex('stock_movements_product_id_idx')
    .on('stock_movements')
    .columns(['product_id', 'id'])
    .execute();

  // A shop that sold before stock was tracked keeps selling: its products open with a stock to be counted.
  await sql`update products set stock = ${OPENING_STOCK}`.execute(db);
  await sql`insert into stock_movements (product_id, change, stock_after, reason, note)
    select id, ${OPENING_STOCK}, ${OPENING_STOCK}, 'opening', 'Opening stock when stock tracking began: count and correct it'
    from products`.execute(db);
}

export async function down(db: FrozenDatabase): Promise<void> {
  await db.schema.dropTable('stock_movements').execute();
  await db.schema.alterTable('products').dropColumn('low_stock_threshold').execute();
  await db.schema.alterTable('products').dropColumn('stock').execute();
}

// SQLite has no identity columns: there an INTEGER PRIMARY KEY is the rowid, and AUTOINCREMENT keeps the
// ids of deleted rows from being handed out again.
function identity(db: FrozenDatabase) {
  const postgres = db.introspection instanceof PostgresIntrospector;
  return (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
}
