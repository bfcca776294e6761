import { type Kysely, type Migrator, sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../test/dialects.js';
import { useUnmigratedDatabase } from '../test/migrations.js';
import type { Database } from './database.js';

const BEFORE = '20261128200000_add_delivery';
const ADD_RIDERS = '20261128210000_add_riders';

describeEachDialect('migration add_riders', (dialect) => {
  const unmigrated = useUnmigratedDatabase(dialect);
  let db: Kysely<Database>;
  let migrator: Migrator;
  beforeAll(() => {
    ({ db, migrator } = unmigrated());
  });

  it('keeps every account, role, invitation and order; then takes riders, and orders name theirs', async () => {
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    await sql`insert into users (email, name, role) values
      ('owner@example.ng', 'Ngozi Owner', 'owner'), ('packer@example.ng', 'Musa Packer', 'packer'),
      ('ada@example.ng', 'Ada Obi', null)`.execute(db);
    const ada = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'ada@example.ng')
      .executeTakeFirstOrThrow();
    const owner = await db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'owner')
      .executeTakeFirstOrThrow();
    await sql`insert into staff_invitations (email, role, invited_by, expires_at)
      values ('new@example.ng', 'manager', ${owner.id}, ${new Date(Date.now() + 60_000).toISOString()})`.execute(
      db,
    );
    await sql`insert into orders (user_id, payment_method, subtotal_kobo, discount_kobo, total_kobo)
      values (${ada.id}, 'on_delivery', 1000, 0, 1000)`.execute(db);
    // Before: no such role.
    await expect(sql`update users set role = 'rider' where id = ${ada.id}`.execute(db)).rejects.toThrow(
      /check/i,
    );

    expect((await migrator.migrateTo(ADD_RIDERS)).error).toBeUndefined();

    expect(await db.selectFrom('users').select(['email', 'role']).orderBy('id').execute()).toEqual([
      { email: 'owner@example.ng', role: 'owner' },
      { email: 'packer@example.ng', role: 'packer' },
      { email: 'ada@example.ng', role: null },
    ]);
    expect(await db.selectFrom('staff_invitations').select(['email', 'role']).execute()).toEqual([
      { email: 'new@example.ng', role: 'manager' },
    ]);
    await db.updateTable('users').set({ role: 'rider' }).where('id', '=', ada.id).execute();
    await sql`insert into staff_invitations (email, role, invited_by, expires_at)
      values ('rider@example.ng', 'rider', ${owner.id}, ${new Date(Date.now() + 60_000).toISOString()})`.execute(
      db,
    );
    await expect(sql`update users set role = 'boss' where id = ${ada.id}`.execute(db)).rejects.toThrow(
      /check/i,
    );
    const order = await db
      .selectFrom('orders')
      .select(['id', 'rider_id', 'rider_name'])
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ rider_id: null, rider_name: null });
    await db.updateTable('orders').set({ rider_id: ada.id, rider_name: 'Ada Obi' }).execute();
    await expect(db.updateTable('orders').set({ rider_id: 999999 }).execute()).rejects.toThrow(
      /foreign key/i,
    );
    // New accounts are numbered after the ones carried over.
    const next = await db
      .insertInto('users')
      .values({ email: 'later@example.ng', name: 'Later' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(next.id).toBeGreaterThan(ada.id);
  });

  it('goes back down: riders are shoppers again, their invitations gone', async () => {
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();

    expect(
      await db.selectFrom('users').select('role').where('email', '=', 'ada@example.ng').executeTakeFirst(),
    ).toEqual({
      role: null,
    });
    expect(await db.selectFrom('staff_invitations').select('email').execute()).toEqual([
      { email: 'new@example.ng' },
    ]);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });
});
