import { type ColumnDefinitionBuilder, type Kysely, PostgresIntrospector, sql } from 'kysely';

// Frozen: once released, a migration never changes (a schema change is a new migration), so it is typed
// against no table types of today.
// biome-ignore lint/suspicious/noExplicitAny: see above
type FrozenDatabase = Kysely<any>;

const ROLES = sql`role in ('owner', 'manager', 'packer')`;

/**
 * Staff and roles: an account may hold a role (a shopper has none) and want new orders e-mailed; the
 * first owner's one-time setup link; invitations waiting for an e-mail to sign up; the audit log of admin writes.
 */
export async function up(db: FrozenDatabase): Promise<void> {
  const postgres = db.introspection instanceof PostgresIntrospector;
  const id = (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  const now = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP`);

  await db.schema
    .alterTable('users')
    .addColumn('role', 'varchar(10)', (col) => col.check(ROLES))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('new_order_alerts', 'boolean', (col) => col.notNull().defaultTo(sql`false`))
    .execute();
  await db.schema.createIndex('users_role_idx').on('users').column('role').execute();

  await db.schema
    .createTable('setup_tokens')
    .addColumn('id', 'integer', id)
    // SHA-256 of the token, hex: the token itself is only in the link.
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', now)
    .execute();

  await db.schema
    .createTable('staff_invitations')
    .addColumn('id', 'integer', id)
    // One invitation per e-mail (lower-cased): a new one replaces it.
    .addColumn('email', 'varchar(254)', (col) => col.notNull().unique())
    .addColumn('role', 'varchar(10)', (col) => col.notNull().check(ROLES))
    .addColumn('invited_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', now)
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', id)
    // Null for the operator's command line (npm run staff), or once the account is deleted.
    .addColumn('actor_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('action', 'varchar(50)', (col) => col.notNull())
    .addColumn('entity_type', 'varchar(50)', (col) => col.notNull())
    .addColumn('entity_id', 'varchar(64)', (col) => col.notNull())
    // JSON text, the same on both databases.
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('created_at', 'timestamptz', now)
    .execute();
  await db.schema.createIndex('audit_log_actor_id_idx').on('audit_log').column('actor_id').execute();
}

export async function down(db: FrozenDatabase): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('staff_invitations').execute();
  await db.schema.dropTable('setup_tokens').execute();
  await db.schema.dropIndex('users_role_idx').execute();
  await db.schema.alterTable('users').dropColumn('new_order_alerts').execute();
  await db.schema.alterTable('users').dropColumn('role').execute();
}
