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
    .createTable('users')
    .addColumn('id', 'integer', id)
    // Stored lower-cased by the application, so the unique constraint is case-insensitive in effect.
    .addColumn('email', 'varchar(254)', (col) => col.notNull().unique())
    // Null for accounts that only ever signed in with Google.
    .addColumn('password_hash', 'varchar(255)')
    .addColumn('name', 'varchar(301)', (col) => col.notNull())
    .addColumn('gender', 'varchar(1)')
    .addColumn('country', 'varchar(2)')
    .addColumn('phone_number', 'varchar(20)')
    .addColumn('address', 'varchar(255)', (col) => col.notNull().defaultTo(''))
    .addColumn('city', 'varchar(100)', (col) => col.notNull().defaultTo(''))
    .addColumn('zipcode', 'varchar(20)', (col) => col.notNull().defaultTo(''))
    .addColumn('profile_picture', 'varchar(100)')
    .addColumn('verified_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', now)
    .addColumn('updated_at', 'timestamptz', now)
    .execute();

  await db.schema
    .createTable('one_time_codes')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', owner)
    .addColumn('purpose', 'varchar(20)', (col) =>
      col.notNull().check(sql`purpose in ('verify_email', 'reset_password')`),
    )
    .addColumn('code_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', now)
    .addColumn('consumed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('one_time_codes_user_purpose_idx')
    .on('one_time_codes')
    .columns(['user_id', 'purpose'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', owner)
    .addColumn('family_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('replaced_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', now)
    .execute();
  // Every authenticated request asks whether its family is still live.
  await db.schema.createIndex('sessions_family_id_idx').on('sessions').column('family_id').execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('feedback')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', owner)
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', now)
    .execute();
  await db.schema.createIndex('feedback_user_id_idx').on('feedback').column('user_id').execute();
}

export async function down(db: FrozenDatabase): Promise<void> {
  await db.schema.dropTable('feedback').execute();
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('one_time_codes').execute();
  await db.schema.dropTable('users').execute();
}

// SQLite has no identity columns: there an INTEGER PRIMARY KEY is the rowid, and AUTOINCREMENT keeps the
// ids of deleted rows from being handed out again.
function identity(db: FrozenDatabase) {
  const postgres = db.introspection instanceof PostgresIntrospector;
  return (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
}
