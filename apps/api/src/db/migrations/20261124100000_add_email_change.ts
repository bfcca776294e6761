import { type ColumnDefinitionBuilder, type Kysely, PostgresIntrospector, sql } from 'kysely';

// Frozen: once released, a migration never changes (a schema change is a new migration), so it is typed
// against no table types of today.
// biome-ignore lint/suspicious/noExplicitAny: see above
type FrozenDatabase = Kysely<any>;

const PURPOSES = sql`purpose in ('verify_email', 'reset_password', 'change_email', 'sign_in')`;

/**
 * A change of login e-mail waits for the code sent to the new address: the address waits in
 * `users.pending_email`, its code is a one-time code of the new purpose `change_email`. An account that many
 * failed logins aimed at signs in with a code too (finding 5): purpose `sign_in`.
 */
export async function up(db: FrozenDatabase): Promise<void> {
  if (db.introspection instanceof PostgresIntrospector) {
    await sql`alter table one_time_codes drop constraint one_time_codes_purpose_check`.execute(db);
    await sql`alter table one_time_codes add constraint one_time_codes_purpose_check check (${PURPOSES})`.execute(
      db,
    );
  } else {
    // SQLite cannot change a CHECK constraint: the table is rebuilt with the same columns and rows.
    const now = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP`);
    await db.schema
      .createTable('one_time_codes_next')
      .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('purpose', 'varchar(20)', (col) => col.notNull().check(PURPOSES))
      .addColumn('code_hash', 'varchar(64)', (col) => col.notNull())
      .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', 'timestamptz', now)
      .addColumn('consumed_at', 'timestamptz')
      .execute();
    await sql`insert into one_time_codes_next select * from one_time_codes`.execute(db);
    await db.schema.dropTable('one_time_codes').execute();
    await db.schema.alterTable('one_time_codes_next').renameTo('one_time_codes').execute();
    await db.schema
      .createIndex('one_time_codes_user_purpose_idx')
      .on('one_time_codes')
      .columns(['user_id', 'purpose'])
      .execute();
  }
  await db.schema.alterTable('users').addColumn('pending_email', 'varchar(254)').execute();
}
