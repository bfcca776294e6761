import { type ColumnDefinitionBuilder, type Kysely, PostgresIntrospector, sql } from 'kysely';

// Frozen: once released, a migration never changes (a schema change is a new migration), so it is typed
// against no table types of today.
// biome-ignore lint/suspicious/noExplicitAny: see above
type FrozenDatabase = Kysely<any>;

export async function up(db: FrozenDatabase): Promise<void> {
  const id = identity(db);
  const now = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP`);
  const owner = (col: ColumnDefinitionBuilder) => col.notNull().references('users.id').onDelete('cascade');

  await db.schema
    .createTable('cart_lines')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', owner)
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity >= 1`))
    .addColumn('created_at', 'timestamptz', now)
    .addUniqueConstraint('cart_lines_user_product_key', ['user_id', 'product_id'])
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', owner)
    .addColumn('payment_method', 'varchar(20)', (col) =>
      col.notNull().check(sql`payment_method in ('on_delivery', 'pay_now')`),
    )
    .addColumn('status', 'varchar(20)', (col) =>
      col.notNull().defaultTo('Pending').check(sql`status in ('Pending', 'Completed', 'Cancelled')`),
    )
    .addColumn('subtotal_kobo', 'bigint', (col) => col.notNull())
    .addColumn('discount_kobo', 'bigint', (col) => col.notNull())
    .addColumn('total_kobo', 'bigint', (col) => col.notNull())
    .addColumn('paid', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('reference', 'varchar(100)', (col) => col.unique())
    .addColumn('idempotency_key', 'varchar(255)')
    .addColumn('created_at', 'timestamptz', now)
    .addUniqueConstraint('orders_user_idempotency_key', ['user_id', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('orders_user_id_idx').on('orders').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('order_items')
    .addColumn('id', 'integer', id)
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (col) => col.references('products.id').onDelete('set null'))
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('image', 'varchar(255)')
    .addColumn('price_kobo', 'integer', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('order_items_order_id_idx').on('order_items').column('order_id').execute();
}

export async function down(db: FrozenDatabase): Promise<void> {
  await db.schema.dropTable('order_items').execute();
  await db.schema.dropTable('orders').execute();
  await db.schema.dropTable('cart_lines').execute();
}

// SQLite has no identity columns: there an INTEGER PRIMARY KEY is the rowid, and AUTOINCREMENT keeps the
// ids of deleted rows from being handed out again.
function identity(db: FrozenDatabase) {
  const postgres = db.introspection instanceof PostgresIntrospector;
  return (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
}
