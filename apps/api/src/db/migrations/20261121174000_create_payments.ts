import { type ColumnDefinitionBuilder, type Kysely, PostgresIntrospector, sql } from 'kysely';

// Frozen: once released, a migration never changes (a schema change is a new migration), so it is typed
// against no table types of today.
// biome-ignore lint/suspicious/noExplicitAny: see above
type FrozenDatabase = Kysely<any>;

export async function up(db: FrozenDatabase): Promise<void> {
  const postgres = db.introspection instanceof PostgresIntrospector;
  const id = (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'integer', id)
    .addColumn('reference', 'varchar(100)', (col) => col.notNull().unique())
    .addColumn('provider', 'varchar(20)', (col) => col.notNull())
    .addColumn('access_code', 'varchar(255)', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('amount_kobo', 'bigint', (col) => col.notNull().check(sql`amount_kobo >= 0`))
    .addColumn('currency', 'varchar(3)', (col) => col.notNull().defaultTo('NGN'))
    .addColumn('status', 'varchar(20)', (col) =>
      col
        .notNull()
        .defaultTo('initialized')
        .check(sql`status in ('initialized', 'success', 'failed', 'abandoned', 'pending')`),
    )
    // The order the payment paid for; unique, so a reference pays for one order only.
    .addColumn('order_id', 'integer', (col) => col.unique().references('orders.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
    .execute();
  await db.schema.createIndex('payments_user_id_idx').on('payments').column('user_id').execute();
}

export async function down(db: FrozenDatabase): Promise<void> {
  await db.schema.dropTable('payments').execute();
}
