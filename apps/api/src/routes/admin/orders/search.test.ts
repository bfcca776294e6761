import type { AdminOrderPage } from '@farmkit/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { phoneDigitsOf } from '../../../orders/order-search.js';
import { signUpVerified, UNLIMITED } from '../../../test/accounts.js';
import { describeEachDialect, useTestApp } from '../../../test/dialects.js';
import { insertOrders } from '../../../test/report-orders.js';
import { accountWithRole, callAdmin } from '../../../test/staff.js';

describe('a search read as a phone number', () => {
  it.each([
    ['0803 123 4567', '8031234567'],
    ['08031234567', '8031234567'],
    ['+2348031234567', '8031234567'],
    ['2348031234567', '8031234567'],
    ['+234 803-123-4567', '8031234567'],
    ['(0803) 123.4567', '8031234567'],
    ['0803 123', '803123'],
  ])('takes %j as the national number %j', (search, digits) => {
    expect(phoneDigitsOf(search)).toBe(digits);
  });

  it.each(['Ugu', '1042', '#1042', 'ada@example.ng', '080', ''])(
    'leaves %j to the other fields',
    (search) => {
      expect(phoneDigitsOf(search)).toBeUndefined();
    },
  );
});

describeEachDialect('GET admin/orders/ search', (dialect) => {
  const app = useTestApp(dialect, { rateLimits: UNLIMITED });
  let packer = '';
  let byProfilePhone = 0;
  let byDeliveryPhone = 0;
  let other = 0;

  beforeAll(async () => {
    packer = (await accountWithRole(app(), 'packer')).token;
    // One customer kept their number with the dial code, as sign-up writes it; the other typed a trunk 0 after it.
    const ngozi = await signUpVerified(app());
    await app()
      .db.updateTable('users')
      .set({ name: 'Ngozi Eze', phone_number: '+2348031234567' })
      .where('id', '=', ngozi.user.id)
      .execute();
    const tunde = await signUpVerified(app());
    await app()
      .db.updateTable('users')
      .set({ name: 'Tunde Bakare', phone_number: '+234 0705 555 0101' })
      .where('id', '=', tunde.user.id)
      .execute();
    [byProfilePhone = 0, byDeliveryPhone = 0, other = 0] = await insertOrders(app(), [
      {
        userId: ngozi.user.id,
        total: 3000,
        createdAt: new Date('2026-03-01T10:00:00Z'),
        items: [{ productId: null, name: 'Ugu leaves (bunch)', price: 1500, quantity: 2 }],
        delivery: { name: 'Ngozi Eze', phone: '+2348031234567', address: '4 Ring Road', city: 'Kuje' },
      },
      {
        userId: tunde.user.id,
        total: 8000,
        createdAt: new Date('2026-03-02T10:00:00Z'),
        items: [{ productId: null, name: 'Catfish (smoked)', price: 8000, quantity: 1 }],
        delivery: {
          name: 'Tunde Bakare',
          phone: '0812-000-1111',
          address: '9 Aminu Kano Crescent',
          city: 'Wuse',
        },
      },
      {
        userId: tunde.user.id,
        total: 500,
        createdAt: new Date('2026-03-03T10:00:00Z'),
        items: [{ productId: null, name: 'Eggs', price: 500, quantity: 1 }],
        delivery: {
          name: 'Tunde Bakare',
          phone: '+2347055550101',
          address: '1 Gwarinpa Estate',
          city: 'Gwarinpa',
        },
      },
    ]);
  });

  async function found(q: string): Promise<number[]> {
    const answer = await callAdmin<AdminOrderPage>(
      app(),
      'GET',
      `orders/?page_size=100&q=${encodeURIComponent(q)}`,
      { token: packer },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.results.map((order) => order.id).sort((a, b) => a - b);
  }

  it('finds a customer’s number in every Nigerian writing of it', async () => {
    for (const q of [
      '0803 123 4567',
      '08031234567',
      '+2348031234567',
      '2348031234567',
      '+234 803-123-4567',
    ]) {
      expect(await found(q), q).toEqual([byProfilePhone]);
    }
  });

  it('finds a number kept with a trunk 0 or separators, in the profile or on the order', async () => {
    expect(await found('07055550101')).toEqual([byDeliveryPhone, other]);
    expect(await found('+234 812 000 1111')).toEqual([byDeliveryPhone]);
    expect(await found('0812 000')).toEqual([byDeliveryPhone]);
  });

  it('finds an order by a product in it and by where it goes, whatever the case', async () => {
    expect(await found('ugu')).toEqual([byProfilePhone]);
    expect(await found('Kuje')).toEqual([byProfilePhone]);
    expect(await found('aminu kano')).toEqual([byDeliveryPhone]);
    expect(await found('CATFISH')).toEqual([byDeliveryPhone]);
  });

  it('still finds by order number, name and e-mail, and takes wildcards literally', async () => {
    expect(await found(`#${other}`)).toContain(other);
    expect(await found('Ngozi')).toEqual([byProfilePhone]);
    expect(await found('(smoked)')).toEqual([byDeliveryPhone]);
    expect(await found('_%')).toEqual([]);
  });
});
