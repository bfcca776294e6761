import type { Kysely } from 'kysely';

// Frozen: once released, a migration never changes (a schema change is a new migration), so it is typed
// against no table types of today.
// biome-ignore lint/suspicious/noExplicitAny: see above
type FrozenDatabase = Kysely<any>;

/**
 * The rest of a short payment (docs/spec-decisions.md#riders-and-short-payments), recorded by the office once the
 * customer paid it: how much (kobo), when, by whom (their id, null once the account is deleted, and their name as
 * it was then) and how it came. The cash taken at the door stays as the rider recorded it.
 */
export async function up(db: FrozenDatabase): Promise<void> {
  await db.schema.alterTable('orders').addColumn('cash_settled_kobo', 'bigint').execute();
  await db.schema.alterTable('orders').addColumn('cash_settled_at', 'timestamptz').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('cash_settled_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('orders').addColumn('cash_settled_by_name', 'varchar(255)').execute();
  await db.schema.alterTable('orders').addColumn('cash_settled_note', 'varchar(500)').execute();
}

export async function down(db: FrozenDatabase): Promise<void> {
  for (const column of [
    'cash_settled_note',
    'cash_settled_by_name',
    'cash_settled_by',
    'cash_settled_at',
    'cash_settled_kobo',
  ]) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
}
