import { type Kysely, type Migrator, sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../test/dialects.js';
import { useUnmigratedDatabase } from '../test/migrations.js';
import type { Database } from './database.js';

const BEFORE = '20261125090000_create_jobs';
const KEEP_RECORDS = '20261128100000_keep_records_when_accounts_go';

describeEachDialect('migration keep_records_when_accounts_go', (dialect) => {
  const unmigrated = useUnmigratedDatabase(dialect);
  let db: Kysely<Database>;
  let migrator: Migrator;
  beforeAll(() => {
    ({ db, migrator } = unmigrated());
  });

  const count = async (table: 'orders' | 'order_items' | 'order_events' | 'payments') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("keeps a shop's orders and payments, their lines and ids, and names each audit entry's author", async () => {
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    await sql`insert into users (email, name) values ('ada@example.ng', 'Ada Obi')`.execute(db);
    const user = await db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    for (const total of [1000, 2000]) {
      await sql`insert into orders (user_id, payment_method, subtotal_kobo, discount_kobo, total_kobo)
        values (${user.id}, 'pay_now', ${total}, 0, ${total})`.execute(db);
    }
    // The second order goes: its id is never handed out again.
    await sql`delete from orders where total_kobo = 2000`.execute(db);
    const order = await db.selectFrom('orders').select('id').executeTakeFirstOrThrow();
    await sql`insert into order_items (order_id, name, price_kobo, quantity)
      values (${order.id}, 'Eggs', 1000, 1)`.execute(db);
    await sql`insert into order_events (order_id, stage, actor_id, actor_name)
      values (${order.id}, 'placed', ${user.id}, 'Ada Obi')`.execute(db);
    await sql`insert into payments (reference, provider, access_code, user_id, amount_kobo, order_id)
      values ('fk-1', 'sandbox', 'code', ${user.id}, 1000, ${order.id})`.execute(db);
    await sql`insert into audit_log (actor_id, action, entity_type, entity_id)
      values (${user.id}, 'staff.grant', 'user', ${String(user.id)}), (null, 'staff.grant', 'user', '1')`.execute(
      db,
    );

    expect((await migrator.migrateTo(KEEP_RECORDS)).error).toBeUndefined();

    expect([await count('orders'), await count('order_items'), await count('order_events')]).toEqual([
      1, 1, 1,
    ]);
    expect(await count('payments')).toBe(1);
    const audit = await db
      .selectFrom('audit_log')
      .select(['actor_id', 'actor_name', 'actor_email'])
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { actor_id: user.id, actor_name: 'Ada Obi', actor_email: 'ada@example.ng' },
      { actor_id: null, actor_name: null, actor_email: null },
    ]);
    // Deleting the account's row by hand no longer takes the farm's records with it.
    await expect(db.deleteFrom('users').where('id', '=', user.id).execute()).rejects.toThrow(/foreign key/i);
    expect(await count('orders')).toBe(1);
    // The rebuilt table still cascades to its lines, and numbers new orders after every id it ever gave.
    const next = await db
      .insertInto('orders')
      .values({
        user_id: user.id,
        payment_method: 'pay_now',
        subtotal_kobo: 5,
        discount_kobo: 0,
        total_kobo: 5,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(next.id).toBe(order.id + 2);
    await db.deleteFrom('orders').where('id', '=', order.id).execute();
    expect(await count('order_items')).toBe(0);
  });

  it('goes down again', async () => {
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    const user = await db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    await db.deleteFrom('users').where('id', '=', user.id).execute();
    expect(await count('orders')).toBe(0);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });
});
