import {
  ACCOUNT_DELETION_ERROR_CODES,
  ADMIN_ERROR_CODES,
  type AdminCustomer,
  type AdminDashboard,
  type AdminOrder,
  type ApiError,
  type AuditPage,
  type CartPage,
  deletedCustomerName,
  deletedStaffName,
  ORDER_PATHS,
} from '@farmkit/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import {
  call,
  PASSWORD,
  signUpReadyToOrder,
  signUpVerified,
  UNLIMITED,
  uniqueEmail,
} from '../../test/accounts.js';
import { callApi, someProducts } from '../../test/api.js';
import { describeEachDialect, useTestApp } from '../../test/dialects.js';
import { insertOrders } from '../../test/report-orders.js';
import { accountWithRole, callAdmin } from '../../test/staff.js';

const deleteAccount = (app: App, token: string) => call<ApiError>(app, 'DELETE', 'edit/', { token });

/** Adds a product to the cart and places it, paid on delivery: a real order, with its timeline and ledger. */
async function placeOrder(app: App, token: string): Promise<number> {
  const [product] = await someProducts(app, 1);
  await callApi(app, 'POST', ORDER_PATHS.cart, { token, body: { product: product?.id, quantity: 1 } });
  const placed = await callApi<{ id: number }>(app, 'POST', ORDER_PATHS.orders, {
    token,
    body: { payment_method: 'on_delivery' },
  });
  if (placed.status !== 201) throw new Error(`placing answered ${placed.status}`);
  return placed.body.id;
}

const DELIVERY = { name: 'Ada Obi', phone: '+2348021234567', address: '12 Palm Grove Road', city: 'Abuja' };

async function countOf(
  app: App,
  table: 'orders' | 'payments' | 'refunds' | 'order_events' | 'stock_movements',
  orderIds: number[],
) {
  const column = table === 'orders' ? 'id' : 'order_id';
  const row = await app.db
    .selectFrom(table)
    .where(column, 'in', orderIds)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describeEachDialect('accounts: deleting an account keeps the farm’s records', (dialect) => {
  // No wait between two codes to one e-mail: the tests sign up again with a deleted account's e-mail at once.
  const app = useTestApp(dialect, { rateLimits: UNLIMITED, resendCooldownMs: 0 });

  describe('DELETE accounts/edit/ of a shopper with orders', () => {
    it('erases the person and keeps every order, payment, refund, ledger row and timeline, as "Deleted customer #id"', async () => {
      const owner = await accountWithRole(app(), 'owner');
      const shopper = await signUpReadyToOrder(app());
      const userId = shopper.user.id;
      const token = shopper.tokens.access;
      const placed = await placeOrder(app(), token);
      const confirmed = await placeOrder(app(), token);
      const cancelled = await placeOrder(app(), token);
      expect(
        (
          await callAdmin(app(), 'POST', `orders/${confirmed}/stage/`, {
            token: owner.token,
            body: { stage: 'confirmed', from: 'placed' },
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await callAdmin(app(), 'POST', `orders/${cancelled}/cancel/`, {
            token: owner.token,
            body: { reason: 'No eggs' },
          })
        ).status,
      ).toBe(200);
      const [delivered, onHold] = await insertOrders(app(), [
        {
          userId,
          total: 5000,
          createdAt: new Date(),
          stage: 'delivered',
          paymentMethod: 'pay_now',
          paid: true,
          delivery: DELIVERY,
        },
        {
          userId,
          total: 7000,
          createdAt: new Date(),
          stage: 'on_hold',
          paymentMethod: 'pay_now',
          paid: true,
          delivery: DELIVERY,
        },
      ]);
      const orders = [placed, confirmed, cancelled, delivered ?? 0, onHold ?? 0];
      await app()
        .db.insertInto('payments')
        .values([
          {
            reference: `fk-del-${userId}-1`,
            provider: 'sandbox',
            access_code: 'x',
            user_id: userId,
            amount_kobo: 500_000,
            order_id: delivered ?? null,
          },
          {
            reference: `fk-del-${userId}-2`,
            provider: 'sandbox',
            access_code: 'x',
            user_id: userId,
            amount_kobo: 700_000,
            order_id: onHold ?? null,
          },
        ])
        .execute();
      await app()
        .db.insertInto('refunds')
        .values({
          order_id: delivered ?? 0,
          amount_kobo: 1000,
          provider: 'sandbox',
          provider_status: 'processed',
          actor_id: owner.id,
        })
        .execute();
      const counts = async () =>
        Promise.all(
          (['orders', 'payments', 'refunds', 'order_events', 'stock_movements'] as const).map((table) =>
            countOf(app(), table, orders),
          ),
        );
      const countsBefore = await counts();
      const dashboardBefore = await callAdmin<AdminDashboard>(app(), 'GET', 'dashboard/', {
        token: owner.token,
      });
      const auditBefore = await app()
        .db.selectFrom('audit_log')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();

      const { status } = await deleteAccount(app(), token);

      expect(status).toBe(204);
      expect(await counts()).toEqual(countsBefore);
      expect(countsBefore.every((count) => count > 0)).toBe(true);
      const dashboardAfter = await callAdmin<AdminDashboard>(app(), 'GET', 'dashboard/', {
        token: owner.token,
      });
      expect(dashboardAfter.body.cash_to_collect).toEqual(dashboardBefore.body.cash_to_collect);
      expect({ ...dashboardAfter.body, generated_at: '' }).toEqual({
        ...dashboardBefore.body,
        generated_at: '',
      });
      const auditAfter = await app()
        .db.selectFrom('audit_log')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(auditAfter.n)).toBe(Number(auditBefore.n));

      // The person is gone: profile, sessions, codes, feedback; the account cannot sign in or be used.
      const row = await app()
        .db.selectFrom('users')
        .selectAll()
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        email: `deleted:${userId}`,
        name: '',
        phone_number: null,
        address: '',
        city: '',
        password_hash: null,
        profile_picture: null,
      });
      expect(row.deleted_at).not.toBeNull();
      for (const table of ['sessions', 'one_time_codes', 'feedback'] as const) {
        expect(await app().db.selectFrom(table).select('id').where('user_id', '=', userId).execute()).toEqual(
          [],
        );
      }
      expect(
        (await call(app(), 'POST', 'login/', { body: { email: shopper.email, password: PASSWORD } })).status,
      ).toBe(401);
      expect((await call(app(), 'GET', 'edit/', { token })).status).toBe(401);

      // The back-office names the account by its number on its orders and its customer page.
      const customer = {
        id: userId,
        name: deletedCustomerName(userId),
        email: '',
        phone: null,
        deleted: true,
      };
      const finished = await callAdmin<AdminOrder>(app(), 'GET', `orders/${delivered}/`, {
        token: owner.token,
      });
      expect(finished.body.customer).toEqual(customer);
      expect(finished.body.delivery).toBeNull();
      const open = await callAdmin<AdminOrder>(app(), 'GET', `orders/${placed}/`, { token: owner.token });
      expect(open.body.customer).toEqual(customer);
      // An open order keeps where it goes until it is delivered or cancelled.
      expect(open.body.delivery).toMatchObject({ address: '12 Palm Grove Road', city: 'Abuja' });
      expect(open.body.timeline[0]?.by).toEqual({ id: userId, name: deletedCustomerName(userId) });
      const page = await callAdmin<AdminCustomer>(app(), 'GET', `customers/${userId}/`, {
        token: owner.token,
      });
      expect(page.body).toMatchObject({ ...customer, orders_count: 5 });
      expect(page.body.address).toEqual({ address: '', city: '', zipcode: '', country: null });
      // The staff find it by the name they see, in any case, with or without the "#".
      const search = async (path: string) =>
        (
          await callAdmin<{ results: { id: number }[] }>(app(), 'GET', path, { token: owner.token })
        ).body.results.map((found) => found.id);
      expect(await search(`customers/?q=${encodeURIComponent(deletedCustomerName(userId))}`)).toEqual([
        userId,
      ]);
      expect(await search(`customers/?q=deleted%20customer%20${userId}`)).toEqual([userId]);
      expect(await search('customers/?q=Deleted%20customer&page_size=100')).toContain(userId);
      expect(
        (await search(`orders/?q=${encodeURIComponent(deletedCustomerName(userId))}&page_size=100`)).sort(),
      ).toEqual([...orders].sort());

      // The open order reaches the end: its address goes then.
      expect(
        (
          await callAdmin(app(), 'POST', `orders/${placed}/cancel/`, {
            token: owner.token,
            body: { reason: 'Gone' },
          })
        ).status,
      ).toBe(200);
      const closed = await callAdmin<AdminOrder>(app(), 'GET', `orders/${placed}/`, { token: owner.token });
      expect(closed.body.delivery).toBeNull();
      const still = await callAdmin<AdminOrder>(app(), 'GET', `orders/${confirmed}/`, { token: owner.token });
      expect(still.body.delivery).not.toBeNull();

      // A new account can take the e-mail again.
      expect(
        (
          await call(app(), 'POST', 'signup/', {
            body: {
              name: 'Ada Obi',
              email: shopper.email,
              gender: 'F',
              country: 'NG',
              phone_number: '+2348021234567',
              password: PASSWORD,
            },
          })
        ).status,
      ).toBe(201);
    });

    it('is refused with 409 order_out_for_delivery while an order is on its way, and allowed once delivered', async () => {
      const owner = await accountWithRole(app(), 'owner');
      const shopper = await signUpReadyToOrder(app());
      const [onTheWay] = await insertOrders(app(), [
        {
          userId: shopper.user.id,
          total: 3000,
          createdAt: new Date(),
          stage: 'out_for_delivery',
          paymentMethod: 'pay_now',
          paid: true,
          delivery: DELIVERY,
        },
      ]);

      const refused = await deleteAccount(app(), shopper.tokens.access);

      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        detail:
          'One of your orders is out for delivery. You can delete your account once it has been delivered.',
        code: ACCOUNT_DELETION_ERROR_CODES.orderOutForDelivery,
      });
      expect((await call(app(), 'GET', 'edit/', { token: shopper.tokens.access })).status).toBe(200);

      const moved = await callAdmin(app(), 'POST', `orders/${onTheWay}/stage/`, {
        token: owner.token,
        body: { stage: 'delivered', from: 'out_for_delivery' },
      });
      expect(moved.status).toBe(200);
      expect((await deleteAccount(app(), shopper.tokens.access)).status).toBe(204);
    });
  });

  describe('DELETE accounts/edit/ during a Pay Now payment', () => {
    it('is refused with 409 payment_in_progress while the payment holds its stock, and allowed once it ran out', async () => {
      const shopper = await signUpReadyToOrder(app());
      const [product] = await someProducts(app(), 1);
      const token = shopper.tokens.access;
      await callApi(app(), 'POST', ORDER_PATHS.cart, { token, body: { product: product?.id, quantity: 1 } });
      expect((await callApi(app(), 'POST', ORDER_PATHS.initializePayment, { token })).status).toBe(200);

      const refused = await deleteAccount(app(), token);

      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        detail:
          'One of your payments is still in progress. You can delete your account once it has gone through or run out.',
        code: ACCOUNT_DELETION_ERROR_CODES.paymentInProgress,
      });
      const account = await app()
        .db.selectFrom('users')
        .select('email')
        .where('id', '=', shopper.user.id)
        .executeTakeFirstOrThrow();
      expect(account.email).toBe(shopper.email);

      // The payment's time runs out unpaid: nothing can become an order now.
      const payment = await app()
        .db.selectFrom('payments')
        .select('id')
        .where('user_id', '=', shopper.user.id)
        .executeTakeFirstOrThrow();
      await app()
        .db.updateTable('stock_holds')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('payment_id', '=', payment.id)
        .execute();
      expect((await deleteAccount(app(), token)).status).toBe(204);
    });
  });

  describe('DELETE accounts/edit/ of a member of the staff', () => {
    it('keeps who made each audit entry, as "Deleted staff #id", and audits the role that went', async () => {
      await accountWithRole(app(), 'owner');
      const owner = await accountWithRole(app(), 'owner');
      const manager = await accountWithRole(app(), 'manager');
      const shopper = await signUpReadyToOrder(app());
      const order = await placeOrder(app(), shopper.tokens.access);
      expect(
        (
          await callAdmin(app(), 'POST', `orders/${order}/stage/`, {
            token: manager.token,
            body: { stage: 'confirmed', from: 'placed' },
          })
        ).status,
      ).toBe(200);

      expect((await deleteAccount(app(), manager.token)).status).toBe(204);

      const log = await callAdmin<AuditPage>(app(), 'GET', `audit/?actor=${manager.id}`, {
        token: owner.token,
      });
      const deleted = { id: manager.id, email: null, name: deletedStaffName(manager.id), deleted: true };
      expect(log.body.results.map((entry) => [entry.action, entry.actor])).toEqual([
        ['staff.account_delete', deleted],
        ['order.stage', deleted],
      ]);
      const [leaving] = log.body.results;
      expect(leaving).toMatchObject({
        entity_type: 'user',
        entity_id: String(manager.id),
        before: { email: deletedStaffName(manager.id), role: 'manager' },
        after: { email: deletedStaffName(manager.id), role: null },
      });
      // Nothing of the manager's is left in the log, and nothing of theirs reads as the operator's.
      const rows = await app().db.selectFrom('audit_log').selectAll().execute();
      expect(JSON.stringify(rows)).not.toContain(manager.email);
      expect(rows.filter((row) => row.actor_id === manager.id)).toHaveLength(2);
      const timeline = await callAdmin<AdminOrder>(app(), 'GET', `orders/${order}/`, { token: owner.token });
      expect(timeline.body.timeline.map((entry) => entry.by?.name)).toEqual([
        'Ada Obi',
        deletedStaffName(manager.id),
      ]);
    });

    it("refuses the last owner's own deletion with 409 last_owner, and allows it once there is another owner", async () => {
      await app().db.updateTable('users').set({ role: null }).where('role', '=', 'owner').execute();
      const owner = await accountWithRole(app(), 'owner');

      const refused = await deleteAccount(app(), owner.token);

      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe(ADMIN_ERROR_CODES.lastOwner);
      expect((await call(app(), 'GET', 'edit/', { token: owner.token })).status).toBe(200);
      await accountWithRole(app(), 'owner');
      expect((await deleteAccount(app(), owner.token)).status).toBe(204);
    });
  });

  describe('the first-order discount after a deletion', () => {
    async function cartDiscount(token: string): Promise<number> {
      const [product] = await someProducts(app(), 1);
      await callApi(app(), 'POST', ORDER_PATHS.cart, { token, body: { product: product?.id, quantity: 1 } });
      return (await callApi<CartPage>(app(), 'GET', ORDER_PATHS.cart, { token })).body.discount;
    }
    const setPhone = (userId: number, phone: string) =>
      app().db.updateTable('users').set({ phone_number: phone }).where('id', '=', userId).execute();

    it('is not given again to a new account with the e-mail or the phone of a deleted one that ordered', async () => {
      const first = await signUpReadyToOrder(app());
      await setPhone(first.user.id, '+234 803 555 0101');
      expect(await cartDiscount(first.tokens.access)).toBeGreaterThan(0);
      await placeOrder(app(), first.tokens.access);
      expect((await deleteAccount(app(), first.tokens.access)).status).toBe(204);

      const sameEmail = await signUpVerified(app(), first.email);
      await setPhone(sameEmail.user.id, '+2348099990000');
      expect(await cartDiscount(sameEmail.tokens.access)).toBe(0);

      const samePhone = await signUpVerified(app(), uniqueEmail());
      // The same phone written with its trunk 0 kept after the dial code.
      await setPhone(samePhone.user.id, '+23408035550101');
      expect(await cartDiscount(samePhone.tokens.access)).toBe(0);

      const stranger = await signUpVerified(app(), uniqueEmail());
      await setPhone(stranger.user.id, '+2348011112222');
      expect(await cartDiscount(stranger.tokens.access)).toBeGreaterThan(0);

      // Only keyed hashes are kept: neither the e-mail nor the phone, nor their plain SHA-256.
      const claims = await sql`select * from first_order_claims`.execute(app().db);
      const text = JSON.stringify(claims.rows);
      expect(text).not.toContain(first.email);
      expect(text).not.toContain('2348035550101');
    });

    it('is still given to a new account with the e-mail of a deleted one that never ordered', async () => {
      const first = await signUpReadyToOrder(app());
      await setPhone(first.user.id, '+2348077770000');
      expect((await deleteAccount(app(), first.tokens.access)).status).toBe(204);
      const again = await signUpVerified(app(), first.email);
      await setPhone(again.user.id, '+2348077770001');
      expect(await cartDiscount(again.tokens.access)).toBeGreaterThan(0);
    });
  });
});
