import { ADMIN_REPORT_PATHS, type AdminOrder, ORDER_PATHS, type Order } from '@farmkit/contract';
import { expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { RateLimitOverrides } from '../../plugins/app/rate-limit.js';
import { signUpReadyToOrder, UNLIMITED, uniqueEmail } from '../../test/accounts.js';
import { callApi, someProducts } from '../../test/api.js';
import { describeEachDialect, useTestApp } from '../../test/dialects.js';
import { accountWithRole, callAdmin } from '../../test/staff.js';

const twoPerAccount = {
  perIp: { max: 3, timeWindowMs: 60_000 },
  perAccount: { max: 2, timeWindowMs: 60_000 },
};
const lowered: RateLimitOverrides = {
  ...UNLIMITED,
  staffWrite: twoPerAccount,
  catalogueWrite: twoPerAccount,
  orderWrite: twoPerAccount,
  orderExport: twoPerAccount,
};

async function placedOrder(app: App): Promise<Order> {
  const shopper = await signUpReadyToOrder(app);
  const [product] = await someProducts(app, 1);
  if (!product) throw new Error('the seed has products');
  await callApi(app, 'POST', ORDER_PATHS.cart, {
    token: shopper.tokens.access,
    body: { product: product.id, quantity: 1 },
  });
  const placed = await callApi<Order>(app, 'POST', ORDER_PATHS.orders, {
    token: shopper.tokens.access,
    body: { payment_method: 'on_delivery' },
  });
  return placed.body;
}

// Each staff write is throttled per account: the third in a minute answers 429 and changes nothing.
describeEachDialect('staff write limits', (dialect) => {
  const app = useTestApp(dialect, { rateLimits: lowered });

  it('throttles invitations', async () => {
    const owner = await accountWithRole(app(), 'owner');
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      const invited = await callAdmin(app(), 'POST', 'staff/', {
        token: owner.token,
        body: { email: uniqueEmail('packer'), role: 'packer' },
      });
      statuses.push(invited.status);
    }
    expect(statuses).toEqual([202, 202, 429]);
    expect(await app().db.selectFrom('staff_invitations').select('id').execute()).toHaveLength(2);
  });

  it('throttles catalogue changes', async () => {
    const manager = await accountWithRole(app(), 'manager');
    const names = ['Honey', 'Snails', 'Fish'];
    const statuses = [];
    for (const name of names) {
      statuses.push(
        (await callAdmin(app(), 'POST', 'categories/', { token: manager.token, body: { name } })).status,
      );
    }
    expect(statuses).toEqual([201, 201, 429]);
    const fish = await app().db.selectFrom('categories').where('name', '=', 'Fish').select('id').execute();
    expect(fish).toEqual([]);
  });

  it('throttles order moves', async () => {
    const packer = await accountWithRole(app(), 'packer');
    const order = await placedOrder(app());
    const statuses = [];
    for (const [from, stage] of [
      ['placed', 'confirmed'],
      ['confirmed', 'out_for_delivery'],
      ['out_for_delivery', 'delivered'],
    ]) {
      const moved = await callAdmin(app(), 'POST', `orders/${order.id}/stage/`, {
        token: packer.token,
        body: { stage, from },
      });
      statuses.push(moved.status);
    }
    expect(statuses).toEqual([200, 200, 429]);
    const staffView = await callAdmin<AdminOrder>(app(), 'GET', `orders/${order.id}/`, {
      token: packer.token,
    });
    expect(staffView.body.stage).toBe('out_for_delivery');
  });

  it('throttles the orders export, which reads every order', async () => {
    const manager = await accountWithRole(app(), 'manager');
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      const exported = await app().inject({
        method: 'GET',
        url: `/api/v1/${ADMIN_REPORT_PATHS.ordersCsv}`,
        headers: { authorization: `Bearer ${manager.token}` },
      });
      statuses.push(exported.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});
