import { type ColumnDefinitionBuilder, type Kysely, PostgresIntrospector, sql } from 'kysely';

// Frozen: once released, a migration never changes (a schema change is a new migration), so it is typed
// against no table types of today.
// biome-ignore lint/suspicious/noExplicitAny: see above
type FrozenDatabase = Kysely<any>;

const STAGES = sql`stage in ('placed', 'confirmed', 'out_for_delivery', 'delivered', 'cancelled', 'on_hold')`;

/**
 * The order lifecycle: where an order goes (a copy of the profile when it was placed; null for the
 * orders before), its stage, the timeline of its stages, and the refunds of cancelled paid orders.
 */
export async function up(db: FrozenDatabase): Promise<void> {
  const postgres = db.introspection instanceof PostgresIntrospector;
  const id = (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  const now = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP`);
  const order = (col: ColumnDefinitionBuilder) => col.notNull().references('orders.id').onDelete('cascade');
  const actor = (col: ColumnDefinitionBuilder) => col.references('users.id').onDelete('set null');

  for (const [column, type] of [
    ['delivery_name', 'varchar(255)'],
    ['delivery_phone', 'varchar(30)'],
    ['delivery_address', 'varchar(255)'],
    ['delivery_city', 'varchar(100)'],
  ] as const) {
    await db.schema.alterTable('orders').addColumn(column, type).execute();
  }
  await db.schema
    .alterTable('orders')
    .addColumn('stage', 'varchar(20)', (col) => col.notNull().defaultTo('placed').check(STAGES))
    .execute();
  // The orders before stages: a completed one was delivered, a cancelled one cancelled.
  await sql`update orders set stage = 'delivered' where status = 'Completed'`.execute(db);
  await sql`update orders set stage = 'cancelled' where status = 'Cancelled'`.execute(db);
  await db.schema.createIndex('orders_stage_idx').on('orders').columns(['stage', 'id']).execute();

  await db.schema
    .createTable('order_events')
    .addColumn('id', 'integer', id)
    .addColumn('order_id', 'integer', order)
    .addColumn('stage', 'varchar(20)', (col) => col.notNull().check(STAGES))
    // Who moved it (null once the account is deleted), and their name as it was then.
    .addColumn('actor_id', 'integer', actor)
    .addColumn('actor_name', 'varchar(255)')
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', now)
    .execute();
  await db.schema
    .createIndex('order_events_order_id_idx')
    .on('order_events')
    .columns(['order_id', 'id'])
    .execute();
  // Every order so far was placed, by its customer, when it was created.
  await sql`insert into order_events (order_id, stage, actor_id, actor_name, note, created_at)
    select orders.id, 'placed', orders.user_id, users.name, '', orders.created_at
    from orders join users on users.id = orders.user_id order by orders.id`.execute(db);

  await db.schema
    .createTable('refunds')
    .addColumn('id', 'integer', id)
    .addColumn('order_id', 'integer', order)
    .addColumn('amount_kobo', 'bigint', (col) => col.notNull().check(sql`amount_kobo > 0`))
    .addColumn('provider', 'varchar(20)', (col) => col.notNull())
    // The provider's status of the refund (Paystack: pending, processing, processed, failed).
    .addColumn('provider_status', 'varchar(30)', (col) => col.notNull())
    .addColumn('provider_refund_id', 'varchar(100)')
    .addColumn('actor_id', 'integer', actor)
    .addColumn('created_at', 'timestamptz', now)
    .execute();
  await db.schema.createIndex('refunds_order_id_idx').on('refunds').column('order_id').execute();
}

export async function down(db: FrozenDatabase): Promise<void> {
  await db.schema.dropTable('refunds').execute();
  await db.schema.dropTable('order_events').execute();
  await db.schema.dropIndex('orders_stage_idx').execute();
  for (const column of ['stage', 'delivery_city', 'delivery_address', 'delivery_phone', 'delivery_name']) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
}
