import { type ColumnDefinitionBuilder, type Kysely, PostgresIntrospector, sql } from 'kysely';

// Frozen: once released, a migration never changes (a schema change is a new migration), so it is typed
// against no table types of today.
// biome-ignore lint/suspicious/noExplicitAny: see above
type FrozenDatabase = Kysely<any>;

export async function up(db: FrozenDatabase): Promise<void> {
  const postgres = db.introspection instanceof PostgresIntrospector;
  const id = (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

  // The cart lines a payment was opened for, at the prices charged: the order the webhook places when the
  // shopper paid but never came back to place it.
  await db.schema
    .createTable('payment_items')
    .addColumn('id', 'integer', id)
    .addColumn('payment_id', 'integer', (col) => col.notNull().references('payments.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (col) => col.references('products.id').onDelete('set null'))
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('image', 'varchar(255)')
    .addColumn('price_kobo', 'integer', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('payment_items_payment_id_idx')
    .on('payment_items')
    .column('payment_id')
    .execute();

  // Webhook events already processed, so a replayed delivery changes nothing.
  await db.schema
    .createTable('payment_events')
    .addColumn('id', 'integer', id)
    .addColumn('provider', 'varchar(20)', (col) => col.notNull())
    .addColumn('event_id', 'varchar(200)', (col) => col.notNull())
    .addColumn('reference', 'varchar(100)')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
    .addUniqueConstraint('payment_events_provider_event_key', ['provider', 'event_id'])
    .execute();
}

export async function down(db: FrozenDatabase): Promise<void> {
  await db.schema.dropTable('payment_events').execute();
  await db.schema.dropTable('payment_items').execute();
}
