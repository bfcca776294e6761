import { type Kysely, sql } from 'kysely';

// Frozen: once released, a migration never changes (a schema change is a new migration), so it is typed
// against no table types of today.
// biome-ignore lint/suspicious/noExplicitAny: see above
type FrozenDatabase = Kysely<any>;

/**
 * The cash taken at the door, recorded when the order is marked delivered: how much (kobo), when, and by whom
 * (their id, null once the account is deleted, and their name as it was then). All null until then, and for
 * orders paid online.
 */
export async function up(db: FrozenDatabase): Promise<void> {
  await db.schema.alterTable('orders').addColumn('cash_received_kobo', 'bigint').execute();
  await db.schema.alterTable('orders').addColumn('cash_received_at', 'timestamptz').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('cash_received_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('orders').addColumn('cash_received_by_name', 'varchar(255)').execute();
  // The day's cash, summed by the dashboard.
  await db.schema
    .createIndex('orders_cash_received_at_idx')
    .on('orders')
    .column('cash_received_at')
    .where(sql.ref('cash_received_at'), 'is not', null)
    .execute();
}

export async function down(db: FrozenDatabase): Promise<void> {
  await db.schema.dropIndex('orders_cash_received_at_idx').execute();
  for (const column of [
    'cash_received_by_name',
    'cash_received_by',
    'cash_received_at',
    'cash_received_kobo',
  ]) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
}
