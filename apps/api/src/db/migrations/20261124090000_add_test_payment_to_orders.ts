import { type Kysely, sql } from 'kysely';

// Frozen: once released, a migration never changes (a schema change is a new migration), so it is typed
// against no table types of today.
// biome-ignore lint/suspicious/noExplicitAny: see above
type FrozenDatabase = Kysely<any>;

/** An order paid through the sandbox is a test: no money was taken. */
export async function up(db: FrozenDatabase): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('test_payment', 'boolean', (col) => col.notNull().defaultTo(sql`false`))
    .execute();
  // Orders the sandbox "paid" before this release were never paid: they become what they are.
  await sql`update orders set paid = ${sql`false`}, test_payment = ${sql`true`}
    where paid = ${sql`true`} and reference in (select reference from payments where provider = 'sandbox')`.execute(
    db,
  );
}

export async function down(db: FrozenDatabase): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('test_payment').execute();
}
