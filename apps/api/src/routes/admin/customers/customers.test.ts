import type { AdminCustomer, AdminCustomerPage, ApiError } from '@farmkit/contract';
import { beforeAll, expect, it } from 'vitest';
import {
  DELIVERY_PROFILE,
  signUpReadyToOrder,
  signUpVerified,
  UNLIMITED,
  uniqueEmail,
} from '../../../test/accounts.js';
import { describeEachDialect, useTestApp } from '../../../test/dialects.js';
import { insertOrders } from '../../../test/report-orders.js';
import { accountWithRole, callAdmin, type TestAccount } from '../../../test/staff.js';

describeEachDialect('admin customers', (dialect) => {
  const app = useTestApp(dialect, { rateLimits: UNLIMITED });
  let manager: TestAccount;
  let chioma = 0;
  let emeka = 0;
  let quiet = 0;
  const marker = `m${Date.now()}`;
  const orderIds: number[] = [];

  beforeAll(async () => {
    manager = await accountWithRole(app(), 'manager');
    const rename = async (id: number, name: string, phone: string) =>
      app().db.updateTable('users').set({ name, phone_number: phone }).where('id', '=', id).execute();
    chioma = (await signUpReadyToOrder(app(), uniqueEmail(`chioma.${marker}`))).user.id;
    emeka = (await signUpReadyToOrder(app(), uniqueEmail('emeka'))).user.id;
    quiet = (await signUpVerified(app(), uniqueEmail('quiet'))).user.id;
    await rename(chioma, 'Chioma Eze', '+2348031112222');
    await rename(emeka, `Emeka 100% ${marker}`, '+2348059998888');
    await rename(quiet, 'Quiet Buyer', '+2348070000000');
    orderIds.push(
      ...(await insertOrders(app(), [
        { userId: chioma, total: 1500.25, createdAt: new Date('2026-01-05T10:00:00Z'), stage: 'delivered' },
        { userId: chioma, total: 999, createdAt: new Date('2026-02-01T09:00:00Z'), stage: 'cancelled' },
        {
          userId: chioma,
          total: 250,
          createdAt: new Date('2026-01-20T08:30:00Z'),
          paymentMethod: 'pay_now',
          paid: true,
        },
        { userId: emeka, total: 80, createdAt: new Date('2026-01-02T12:00:00Z') },
      ])),
    );
  });

  const list = (query = '') =>
    callAdmin<AdminCustomerPage>(app(), 'GET', `customers/${query}`, { token: manager.token });

  it('lists every account, staff with their role, newest first, with their totals', async () => {
    const { status, body } = await list();

    expect(status).toBe(200);
    expect(body.results.map((customer) => customer.id)).toEqual(
      [...body.results.map((customer) => customer.id)].sort((a, b) => b - a),
    );
    expect(body.results.find((customer) => customer.id === manager.id)).toMatchObject({ role: 'manager' });
    expect(body.results.find((customer) => customer.id === chioma)).toEqual({
      id: chioma,
      name: 'Chioma Eze',
      email: expect.stringContaining('chioma'),
      phone: '+2348031112222',
      role: null,
      verified: true,
      joined_at: expect.any(String),
      orders_count: 3,
      // The cancelled 999 is left out.
      total_spent: 1750.25,
      last_order_at: '2026-02-01T09:00:00.000Z',
      deleted: false,
    });
    expect(body.results.find((customer) => customer.id === quiet)).toMatchObject({
      orders_count: 0,
      total_spent: 0,
      last_order_at: null,
    });
  });

  it.each([
    ['part of a name, any case', (): string => 'cHIoMa', (): number => chioma],
    ['part of an e-mail', (): string => `chioma.${marker}`, (): number => chioma],
    ['part of a phone number', (): string => '5999888', (): number => emeka],
  ] as const)('searches %s', async (_label, term, who) => {
    const { body } = await list(`?q=${encodeURIComponent(term())}`);

    expect(body.results.map((customer) => customer.id)).toEqual([who()]);
    expect(body.count).toBe(1);
  });

  it('takes % and _ in a search literally', async () => {
    expect((await list(`?q=${encodeURIComponent('100%')}`)).body.results.map((c) => c.id)).toEqual([emeka]);
    expect((await list(`?q=${encodeURIComponent('0_%')}`)).body.count).toBe(0);
  });

  it('pages with the list envelope, keeping the search in the links', async () => {
    const { body } = await list(`?q=${marker}&page_size=1`);
    expect(body).toMatchObject({ count: 2, previous: null });
    expect(body.next).toContain(`q=${marker}`);
    expect(body.next).toContain('page=2');
    expect((await list(`?q=${marker}&page_size=1&page=3`)).status).toBe(404);
  });

  it('shows one customer: contact, profile address, totals and latest orders newest first', async () => {
    const { status, body } = await callAdmin<AdminCustomer>(app(), 'GET', `customers/${chioma}/`, {
      token: manager.token,
    });

    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: chioma,
      name: 'Chioma Eze',
      phone: '+2348031112222',
      orders_count: 3,
      total_spent: 1750.25,
      address: { address: DELIVERY_PROFILE.address, city: DELIVERY_PROFILE.city, zipcode: '', country: 'NG' },
    });
    const [delivered, cancelled, payNow] = orderIds;
    expect(body.recent_orders).toEqual([
      {
        id: payNow,
        created_at: '2026-01-20T08:30:00.000Z',
        stage: 'placed',
        status: 'Pending',
        payment_method: 'pay_now',
        paid: true,
        total_price: 250,
      },
      expect.objectContaining({ id: cancelled, stage: 'cancelled', status: 'Cancelled', total_price: 999 }),
      expect.objectContaining({ id: delivered, stage: 'delivered', status: 'Completed', paid: false }),
    ]);
  });

  it('answers 404 for an id that is no account', async () => {
    const answer = await callAdmin<ApiError>(app(), 'GET', 'customers/999999/', { token: manager.token });
    expect(answer).toEqual({ status: 404, body: { detail: 'Not found.', code: 'not_found' } });
  });
});
