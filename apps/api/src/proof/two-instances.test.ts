import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Cluster } from './cluster.js';
import type { Instance } from './instances.js';
import { driveShoppers, type ShopperOutcome } from './shoppers.js';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const SHOPPERS = 200;
/** The one product every shopper wants, with too few units for all of them: the oversell test. */
const SCARCE_STOCK = 100;

if (!databaseUrl || !redisUrl) {
  console.warn(
    'TEST_DATABASE_URL or TEST_REDIS_URL is not set: the two-instance proof (PostgreSQL + Redis) is skipped ' +
      '(e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test TEST_REDIS_URL=redis://127.0.0.1:6379).',
  );
}

describe.skipIf(!databaseUrl || !redisUrl)(
  'two instances on PostgreSQL and Redis, one killed mid-run',
  () => {
    const cluster = new Cluster({ instances: 2, postgresUrl: databaseUrl, redisUrl });
    const { paystack, smtp, instances } = cluster;
    let db: pg.Pool;
    let outcomes: ShopperOutcome[] = [];
    let scarceProduct = 0;
    /** How many shoppers had finished when the second instance was killed. */
    let finishedAtKill = 0;

    beforeAll(async () => {
      await cluster.start();
      db = cluster.db as pg.Pool;
      const products = await db.query<{ id: number }>('select id from products order by id limit 6');
      scarceProduct = products.rows[0]?.id ?? 0;
      // The others have plenty (the seed keeps a handful of each animal): only the scarce one runs out.
      await db.query('update products set stock = 10000 where id = any($1)', [
        products.rows.map(({ id }) => id),
      ]);
      await db.query('update products set stock = $1 where id = $2', [SCARCE_STOCK, scarceProduct]);
      // Room at the farm's gate for every shopper: only the scarce product may refuse one.
      await db.query(`update delivery_windows set capacity = 10000 where method = 'pickup'`);
      const second = instances[1] as Instance;
      let killed = false;
      outcomes = await driveShoppers({
        instances,
        smtp,
        paystack,
        // The scarce product three times in six: most shoppers fight over it.
        productIds: [
          scarceProduct,
          scarceProduct,
          scarceProduct,
          ...products.rows.slice(1, 4).map(({ id }) => id),
        ],
        shoppers: SHOPPERS,
        concurrency: 16,
        seed: 20261125,
        runId: cluster.runId,
        async onFinished(finished) {
          if (killed || finished < SHOPPERS / 3) return;
          killed = true;
          finishedAtKill = finished;
          // In the middle of the run: the second instance dies without a goodbye, and comes back a moment later.
          await second.stop('SIGKILL');
          setTimeout(() => void second.start(), 1_500);
        },
      });
      // The instance restarted by the timer must be up before the checks use it.
      await waitFor(async () => (await fetch(`${second.origin}/api/v1/products/category/`)).ok);
      await waitFor(async () => (await ordersWithoutConfirmation()).length === 0, 90_000);
    }, 600_000);

    afterAll(() => cluster.stop());

    const confirmations = (orderId: number) =>
      smtp.received.filter((mail) => mail.subject.endsWith(` order #${orderId}`));

    async function ordersWithoutConfirmation() {
      const { rows } = await db.query<{ id: number }>('select id from orders');
      return rows.filter(({ id }) => confirmations(id).length === 0);
    }

    it('drives every shopper to an order, or to the one refusal allowed: the scarce product sold out', () => {
      expect(outcomes).toHaveLength(SHOPPERS);
      // The kill came in the middle: shoppers were still arriving, and went on through the instance left.
      expect(finishedAtKill).toBeGreaterThan(0);
      expect(finishedAtKill).toBeLessThan(SHOPPERS / 2);
      const refused = outcomes.filter((outcome) => outcome.stoppedAt);
      for (const outcome of refused) expect(outcome.stoppedAt).toMatch(/out_of_stock|insufficient_stock|409/);
      const ordered = outcomes.filter(
        (outcome) => outcome.placedOrderIds.length > 0 || outcome.paidReference,
      );
      expect(ordered.length + refused.length).toBe(SHOPPERS);
      // Both happened: the run had orders to check, and the scarce product ran out under the rush.
      expect(ordered.length).toBeGreaterThan(SHOPPERS / 2);
      expect(refused.length).toBeGreaterThan(0);
    });

    it('gives every successful payment exactly one order', async () => {
      const paid = [...paystack.transactions.values()].filter(
        (transaction) => transaction.status === 'success',
      );
      expect(paid.length).toBeGreaterThan(0);
      const { rows } = await db.query<{ reference: string; orders: string }>(
        'select reference, count(*) as orders from orders where reference is not null group by reference',
      );
      const ordersOf = new Map(rows.map((row) => [row.reference, Number(row.orders)]));
      const paidOutOfStock = outcomes.filter((outcome) => outcome.paidReference && outcome.stoppedAt).length;
      for (const transaction of paid) {
        // A payment whose units were sold before it was verified is placed all the same (orders.repository.ts).
        expect([transaction.reference, ordersOf.get(transaction.reference)]).toEqual([
          transaction.reference,
          1,
        ]);
      }
      expect(paidOutOfStock).toBe(0);
    });

    it('loses and doubles no order: one per idempotency key, each answered order kept', async () => {
      const { rows } = await db.query<{
        id: number;
        idempotency_key: string | null;
        reference: string | null;
      }>('select id, idempotency_key, reference from orders');
      const keys = rows.map((row) => row.idempotency_key).filter(Boolean);
      expect(new Set(keys).size).toBe(keys.length);
      const ids = new Set(rows.map((row) => row.id));
      for (const outcome of outcomes) {
        // A retried or double-pressed placement answers the one order it made.
        expect(new Set(outcome.placedOrderIds).size).toBeLessThanOrEqual(1);
        for (const id of outcome.placedOrderIds) expect(ids.has(id)).toBe(true);
      }
      const expected = outcomes.filter(
        (outcome) => outcome.placedOrderIds.length > 0 || outcome.paidReference,
      );
      expect(rows.length).toBe(expected.length);
    });

    it('oversells nothing', async () => {
      const { rows } = await db.query<{ stock: number; ordered: string | null }>(
        `select stock, (select sum(quantity) from order_items where product_id = $1) as ordered
         from products where id = $1`,
        [scarceProduct],
      );
      const [{ stock, ordered }] = rows as [{ stock: number; ordered: string | null }];
      expect(stock).toBeGreaterThanOrEqual(0);
      expect(Number(ordered) + stock).toBeLessThanOrEqual(SCARCE_STOCK);
      const negative = await db.query('select id from products where stock < 0');
      expect(negative.rows).toEqual([]);
    });

    it("sends every order's confirmation exactly once, as the recipient counts it", async () => {
      const { rows } = await db.query<{ id: number }>('select id from orders order by id');
      let copiesSentAgain = 0;
      for (const { id } of rows) {
        const sent = confirmations(id);
        expect([id, new Set(sent.map((mail) => mail.messageId)).size]).toEqual([id, 1]);
        copiesSentAgain += sent.length - 1;
      }
      // Jobs run at least once: a kill between the SMTP send and the job's "done" sends that message again, under the
      // same Message-ID, once its lease expires. The killed instance had at most one job in hand (concurrency 1).
      expect(copiesSentAgain).toBeLessThanOrEqual(1);
    });

    it('holds rate limits across both instances, whichever one each attempt reaches', async () => {
      const login = (attempt: number, email: string, address: string) =>
        fetch(`${(instances[attempt % 2] as Instance).origin}/api/v1/accounts/login/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
          body: JSON.stringify({ email, password: 'Wrong#Pass1' }),
        }).then((response) => response.status);
      // Five wrong passwords for one account from one address, then it is locked (routes/accounts/rate-limits.ts).
      const [addressA, addressB] = [randomAddress(), randomAddress()];
      const failures: number[] = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        failures.push(await login(attempt, outcomes[2]?.email ?? '', addressA));
      }
      expect(failures.slice(0, 5)).not.toContain(429);
      expect(failures[5]).toBe(429);
      // Ten logins a minute from one address, whatever the accounts, then it waits.
      const perAddress: number[] = [];
      for (let attempt = 0; attempt < 11; attempt += 1) {
        perAddress.push(
          await login(attempt, `nobody.${cluster.runId}.${attempt}@proof.example.ng`, addressB),
        );
      }
      expect(perAddress.slice(0, 10)).not.toContain(429);
      expect(perAddress[10]).toBe(429);
    });

    it('keeps sessions across instances: signed in on one, refreshed and served by the other', async () => {
      const address = randomAddress();
      const email = outcomes[0]?.email ?? '';
      const [first, second] = instances as [Instance, Instance];
      const login = await fetch(`${first.origin}/api/v1/accounts/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ email, password: 'Green#Farm1' }),
      });
      expect(login.status).toBe(200);
      const { tokens } = (await login.json()) as { tokens: { access: string; refresh: string } };
      const profile = await fetch(`${second.origin}/api/v1/accounts/edit/`, {
        headers: { authorization: `Bearer ${tokens.access}`, 'x-forwarded-for': address },
      });
      expect(profile.status).toBe(200);
      const refreshed = await fetch(`${second.origin}/api/v1/accounts/refresh/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ refresh: tokens.refresh }),
      });
      expect(refreshed.status).toBe(200);
    });

    it('shows a catalogue change made on one instance on the other at once', async () => {
      const address = randomAddress();
      const [first, second] = instances as [Instance, Instance];
      const productId = scarceProduct;
      // Both instances have the product's answer cached.
      for (const instance of instances) await fetch(`${instance.origin}/api/v1/products/${productId}/`);
      const email = outcomes[1]?.email ?? '';
      await db.query(`update users set role = 'manager' where email = $1`, [email]);
      const login = await fetch(`${first.origin}/api/v1/accounts/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ email, password: 'Green#Farm1' }),
      });
      const { tokens } = (await login.json()) as { tokens: { access: string } };
      const changed = await fetch(`${first.origin}/api/v1/admin/products/${productId}/`, {
        method: 'PATCH',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${tokens.access}`,
          'x-forwarded-for': address,
        },
        body: JSON.stringify({ price: 12345 }),
      });
      expect(changed.status).toBe(200);
      const seen = await fetch(`${second.origin}/api/v1/products/${productId}/`);
      expect(((await seen.json()) as { price: number }).price).toBe(12345);
    });
  },
);

/** An address of the benchmarking range no earlier run used: Redis keeps its counters for minutes. */
function randomAddress(): string {
  const [a, b] = randomBytes(2);
  return `198.18.${a}.${b}`;
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if (await condition()) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('Timed out waiting');
}
