import { type Kysely, type Migrator, sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { describeEachDialect } from '../../test/dialects.js';
import { useUnmigratedDatabase } from '../../test/migrations.js';

describeEachDialect('migration add_staff', (dialect) => {
  const unmigrated = useUnmigratedDatabase(dialect);
  let db: Kysely<Database>;
  let migrator: Migrator;
  let schema: string | undefined;
  beforeAll(() => {
    ({ db, migrator, schema } = unmigrated());
  });

  it('keeps the accounts of a shop upgraded from before as shoppers, and refuses a role that is not one', async () => {
    expect((await migrator.migrateTo('20261124190000_add_stock')).error).toBeUndefined();
    await sql`insert into users (email, name) values ('before@example.ng', 'Before')`.execute(db);

    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const before = await db
      .selectFrom('users')
      .select(['role', 'new_order_alerts'])
      .where('email', '=', 'before@example.ng')
      .executeTakeFirstOrThrow();
    expect(before.role).toBeNull();
    expect(Boolean(before.new_order_alerts)).toBe(false);
    await expect(
      sql`update users set role = 'boss' where email = 'before@example.ng'`.execute(db),
    ).rejects.toThrow(/check/i);
    await expect(
      sql`insert into staff_invitations (email, role, expires_at) values ('x@example.ng', 'boss', '2030-01-01')`.execute(
        db,
      ),
    ).rejects.toThrow(/check/i);
  });

  it('goes down again', async () => {
    expect((await migrator.migrateTo('20261124190000_add_stock')).error).toBeUndefined();
    const tables = (await db.introspection.getTables())
      .filter((table) => schema === undefined || table.schema === schema)
      .map((table) => table.name);
    expect(tables).not.toEqual(expect.arrayContaining(['audit_log']));
    expect(tables).not.toContain('setup_tokens');
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });
});
