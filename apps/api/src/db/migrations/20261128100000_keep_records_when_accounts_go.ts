import { type Kysely, PostgresIntrospector, sql } from 'kysely';

// Frozen: once released, a migration never changes (a schema change is a new migration), so it is typed
// against no table types of today.
// biome-ignore lint/suspicious/noExplicitAny: see above
type FrozenDatabase = Kysely<any>;

/** The farm's records that named their account with ON DELETE CASCADE, and went with it. */
const KEPT_RECORDS = ['orders', 'payments'] as const;

/**
 * Deleting an account erases the person and keeps the farm's records (docs/spec-decisions.md, section
 * account-deletion-keeps-records):
 *
 * - The account's row stays as a tombstone (`users.deleted_at`, its personal fields erased), so every join of
 *   orders, payments, refunds, the ledger and the timeline to their account still finds one, and reports count
 *   what they counted. (A nullable `orders.user_id` with a kept customer number would have made every such
 *   query handle a missing account.)
 * - `orders.user_id` and `payments.user_id` no longer cascade: RESTRICT, so a row deleted by hand can no
 *   longer take the farm's orders and payments with it. SQLite cannot alter a foreign key: those two tables are
 *   rebuilt from their own CREATE statement, whatever columns they have by now.
 * - The audit log keeps who made each change: their id and their name and e-mail as they were then
 *   (`actor_name`, `actor_email`), erased to "Deleted staff #<id>" when the account goes.
 * - `first_order_claims`: keyed hashes (HMAC under the server secret) of the e-mails and phones of deleted
 *   accounts that had ordered, so signing up again does not bring the first-order discount back.
 */
export async function up(db: FrozenDatabase): Promise<void> {
  const postgres = db.introspection instanceof PostgresIntrospector;

  await db.schema.alterTable('users').addColumn('deleted_at', 'timestamptz').execute();

  await db.schema.alterTable('audit_log').addColumn('actor_name', 'varchar(301)').execute();
  await db.schema.alterTable('audit_log').addColumn('actor_email', 'varchar(254)').execute();
  await sql`update audit_log set
      actor_name = (select name from users where users.id = audit_log.actor_id),
      actor_email = (select email from users where users.id = audit_log.actor_id)
    where actor_id is not null`.execute(db);

  await db.schema
    .createTable('first_order_claims')
    .addColumn('id', 'integer', (col) =>
      postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    // HMAC-SHA256 under a key derived from the server secret, hex; null when the account had no phone.
    .addColumn('email_hash', 'varchar(64)')
    .addColumn('phone_hash', 'varchar(64)')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
    .execute();
  await db.schema
    .createIndex('first_order_claims_email_hash_idx')
    .on('first_order_claims')
    .column('email_hash')
    .execute();
  await db.schema
    .createIndex('first_order_claims_phone_hash_idx')
    .on('first_order_claims')
    .column('phone_hash')
    .execute();

  for (const table of KEPT_RECORDS) await setAccountDeletion(db, table, 'restrict');
}

export async function down(db: FrozenDatabase): Promise<void> {
  for (const table of KEPT_RECORDS) await setAccountDeletion(db, table, 'cascade');
  await db.schema.dropTable('first_order_claims').execute();
  await db.schema.alterTable('audit_log').dropColumn('actor_email').execute();
  await db.schema.alterTable('audit_log').dropColumn('actor_name').execute();
  await db.schema.alterTable('users').dropColumn('deleted_at').execute();
}

/** What deleting a `users` row does to the rows of `table` that name it in `user_id`. */
async function setAccountDeletion(
  db: FrozenDatabase,
  table: (typeof KEPT_RECORDS)[number],
  action: 'restrict' | 'cascade',
): Promise<void> {
  if (db.introspection instanceof PostgresIntrospector) {
    const { rows } = await sql<{ name: string }>`select conname as name from pg_constraint
      where contype = 'f' and conrelid = ${table}::regclass and confrelid = 'users'::regclass
        and pg_get_constraintdef(oid) like 'FOREIGN KEY (user_id)%'`.execute(db);
    for (const { name } of rows) {
      await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(name)}`.execute(db);
    }
    await sql`alter table ${sql.table(table)} add constraint ${sql.ref(`${table}_user_id_fkey`)}
      foreign key (user_id) references users (id) on delete ${sql.raw(action)}`.execute(db);
    return;
  }
  await rebuildSqliteTable(db, table, (create) => {
    const reference = /(references\s+"?users"?\s*\(\s*"?id"?\s*\)\s+on\s+delete\s+)(cascade|restrict)/gi;
    const matches = create.match(reference) ?? [];
    if (matches.length !== 1)
      throw new Error(`${table}: expected one foreign key to users, found ${matches.length}`);
    return create.replace(reference, `$1${action}`);
  });
}

/**
 * SQLite's way to change a constraint (https://www.sqlite.org/lang_altertable.html#otheralter): a new table from
 * the old one's CREATE statement, changed; the rows copied; the old table dropped and the new one renamed; the
 * indexes made again. Foreign keys are off meanwhile (Kysely runs SQLite migrations outside a transaction, so the
 * pragma takes effect): dropping `orders` must not cascade to its lines and timeline, which keep naming it. The
 * AUTOINCREMENT counter is carried over, so ids of deleted rows are never handed out again.
 */
async function rebuildSqliteTable(
  db: FrozenDatabase,
  table: string,
  change: (create: string) => string,
): Promise<void> {
  const next = `${table}_next`;
  const schema = await sql<{ type: string; sql: string }>`select type, sql from sqlite_master
    where tbl_name = ${table} and sql is not null order by type = 'table' desc`.execute(db);
  const [create, ...indexes] = schema.rows;
  if (create?.type !== 'table') throw new Error(`${table}: no such table`);
  const renamed = create.sql.replace(/^(\s*create\s+table\s+)("?)\w+\2/i, `$1"${next}"`);
  if (renamed === create.sql) throw new Error(`${table}: unexpected CREATE statement`);
  const counter = await sql<{ seq: number }>`select seq from sqlite_sequence where name = ${table}`.execute(
    db,
  );

  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin`.execute(db);
    try {
      await sql.raw(change(renamed)).execute(db);
      await sql`insert into ${sql.table(next)} select * from ${sql.table(table)}`.execute(db);
      await sql`drop table ${sql.table(table)}`.execute(db);
      await sql`alter table ${sql.table(next)} rename to ${sql.table(table)}`.execute(db);
      for (const index of indexes) await sql.raw(index.sql).execute(db);
      const seq = counter.rows[0]?.seq;
      if (seq !== undefined) {
        await sql`delete from sqlite_sequence where name = ${table}`.execute(db);
        await sql`insert into sqlite_sequence (name, seq)
          values (${table}, max(${seq}, coalesce((select max(id) from ${sql.table(table)}), 0)))`.execute(db);
      }
      const broken = await sql`pragma foreign_key_check`.execute(db);
      if (broken.rows.length > 0) throw new Error(`${table}: foreign keys broken by the rebuild`);
      await sql`commit`.execute(db);
    } catch (error) {
      await sql`rollback`.execute(db);
      throw error;
    }
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
