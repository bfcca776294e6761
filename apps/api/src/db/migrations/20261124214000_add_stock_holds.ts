import { type ColumnDefinitionBuilder, type Kysely, PostgresIntrospector, sql } from 'kysely';

// Frozen: once released, a migration never changes (a schema change is a new migration), so it is typed
// against no table types of today.
// biome-ignore lint/suspicious/noExplicitAny: see above
type FrozenDatabase = Kysely<any>;

/**
 * Stock holds: units a Pay Now payment took out of `products.stock` when it was opened, until its
 * order consumes them or the hold expires and a sweep puts them back. One row per payment and product.
 */
export async function up(db: FrozenDatabase): Promise<void> {
  const postgres = db.introspection instanceof PostgresIntrospector;
  const id = (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

  await db.schema
    .createTable('stock_holds')
    .addColumn('id', 'integer', id)
    .addColumn('payment_id', 'integer', (col) => col.notNull().references('payments.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity > 0`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
    .addUniqueConstraint('stock_holds_payment_product_key', ['payment_id', 'product_id'])
    .execute();
  await db.schema.createIndex('stock_holds_expires_at_idx').on('stock_holds').column('expires_at').execute();
}

export async function down(db: FrozenDatabase): Promise<void> {
  await db.schema.dropTable('stock_holds').execute();
}
