import { type Kysely, PostgresIntrospector, sql } from 'kysely';

// Frozen: once released, a migration never changes (a schema change is a new migration), so it is typed
// against no table types of today.
// biome-ignore lint/suspicious/noExplicitAny: see above
type FrozenDatabase = Kysely<any>;

const OLD_ROLES = ['owner', 'manager', 'packer'];
const NEW_ROLES = [...OLD_ROLES, 'rider'];
/** The tables whose `role` column is checked against the roles. */
const ROLE_TABLES = ['users', 'staff_invitations'] as const;

/**
 * Riders (docs/spec-decisions.md#riders-and-short-payments): the `rider` role, accepted by the role checks of
 * the accounts and of the staff's invitations; on each order the rider it is given to (`rider_id`, kept null
 * when the account goes: accounts are tombstoned, so that only happens to a row deleted by hand) and their name
 * then (`rider_name`); and why a rider recorded less cash than was due (`cash_short_note`).
 */
export async function up(db: FrozenDatabase): Promise<void> {
  for (const table of ROLE_TABLES) await setRoles(db, table, OLD_ROLES, NEW_ROLES);
  await db.schema
    .alterTable('orders')
    .addColumn('rider_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('orders').addColumn('rider_name', 'varchar(255)').execute();
  await db.schema.alterTable('orders').addColumn('cash_short_note', 'varchar(300)').execute();
  // A rider's round and the cash report read a day's orders of one rider.
  await db.schema
    .createIndex('orders_rider_day_idx')
    .on('orders')
    .columns(['rider_id', 'delivery_date'])
    .where(sql.ref('rider_id'), 'is not', null)
    .execute();
}

export async function down(db: FrozenDatabase): Promise<void> {
  await db.schema.dropIndex('orders_rider_day_idx').execute();
  for (const column of ['cash_short_note', 'rider_name', 'rider_id']) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
  // The older check has no rider: riders are shoppers again, their invitations gone.
  await sql`update users set role = null where role = 'rider'`.execute(db);
  await sql`delete from staff_invitations where role = 'rider'`.execute(db);
  for (const table of ROLE_TABLES) await setRoles(db, table, NEW_ROLES, OLD_ROLES);
}

function roleCheck(roles: readonly string[]): string {
  return `role in (${roles.map((role) => `'${role}'`).join(', ')})`;
}

/** Changes the check of `table.role` from the `from` roles to the `to` roles. */
async function setRoles(
  db: FrozenDatabase,
  table: (typeof ROLE_TABLES)[number],
  from: readonly string[],
  to: readonly string[],
): Promise<void> {
  if (db.introspection instanceof PostgresIntrospector) {
    const { rows } = await sql<{ name: string }>`select conname as name from pg_constraint
      where contype = 'c' and conrelid = ${table}::regclass and pg_get_constraintdef(oid) like '%role%'`.execute(
      db,
    );
    for (const { name } of rows) {
      await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(name)}`.execute(db);
    }
    await sql`alter table ${sql.table(table)} add constraint ${sql.ref(`${table}_role_check`)}
      check (${sql.raw(roleCheck(to))})`.execute(db);
    return;
  }
  await rebuildSqliteTable(db, table, (create) => {
    const check = new RegExp(roleCheck(from).replace(/[()]/g, '\\$&'), 'gi');
    const matches = create.match(check) ?? [];
    if (matches.length !== 1) throw new Error(`${table}: expected one role check, found ${matches.length}`);
    return create.replace(check, roleCheck(to));
  });
}

/**
 * SQLite's way to change a constraint (https://www.sqlite.org/lang_altertable.html#otheralter), as
 * 20261128100000_keep_records_when_accounts_go.ts does it (copied, not imported: a migration is frozen with its
 * helpers). A new table from the old one's CREATE statement, changed; the rows copied; the old table dropped and
 * the new one renamed; the indexes made again. Foreign keys are off meanwhile, so dropping `users` takes none of
 * the rows that name it; the AUTOINCREMENT counter is carried over.
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
