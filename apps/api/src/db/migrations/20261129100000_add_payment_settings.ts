import { type Kysely, sql } from 'kysely';

// Frozen: once released, a migration never changes (a schema change is a new migration), so it is typed
// against no table types of today.
// biome-ignore lint/suspicious/noExplicitAny: see above
type FrozenDatabase = Kysely<any>;

/**
 * One row (id 1): the farm's own bank account that shoppers may pay into by transfer, the hours they have to pay,
 * and whether the checkout offers it. Missing until the owner first saves it.
 */
export async function up(db: FrozenDatabase): Promise<void> {
  await db.schema
    .createTable('farm_bank_accounts')
    .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn('bank', 'varchar(80)', (col) => col.notNull().defaultTo(''))
    .addColumn('account_number', 'varchar(20)', (col) => col.notNull().defaultTo(''))
    .addColumn('account_name', 'varchar(120)', (col) => col.notNull().defaultTo(''))
    .addColumn('pay_within_hours', 'integer', (col) =>
      col.notNull().defaultTo(24).check(sql`pay_within_hours between 1 and 168`),
    )
    .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(sql`false`))
    .execute();
}

export async function down(db: FrozenDatabase): Promise<void> {
  await db.schema.dropTable('farm_bank_accounts').execute();
}
