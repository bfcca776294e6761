import type { AdminShopFormatSettings } from '@farmkit/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpReadyToOrder, UNLIMITED } from '../../../test/accounts.js';
import { sqliteDialect, useTestApp } from '../../../test/dialects.js';
import { insertOrders } from '../../../test/report-orders.js';
import { accountWithRole, callAdmin } from '../../../test/staff.js';

// The answer reads no table: SQLite alone.
describe('GET admin/shop/ and the orders CSV in another time zone', () => {
  const app = useTestApp(sqliteDialect, {
    rateLimits: UNLIMITED,
    shop: { currency: 'GHS', locale: 'en-GH', timeZone: 'Africa/Accra' },
  });
  let manager = '';
  beforeAll(async () => {
    manager = (await accountWithRole(app(), 'manager')).token;
  });

  it("tells the back-office the shop's money and the time zone its times are written in", async () => {
    const answer = await callAdmin<AdminShopFormatSettings>(app(), 'GET', 'shop/', { token: manager });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ currency: 'GHS', locale: 'en-GH', time_zone: 'Africa/Accra' });
  });

  it('writes the CSV’s times in that zone (Accra is UTC+0, Lagos UTC+1)', async () => {
    const shopper = await signUpReadyToOrder(app());
    await insertOrders(app(), [
      { userId: shopper.user.id, total: 10, createdAt: new Date('2026-02-03T23:30:00Z') },
    ]);
    const response = await app().inject({
      url: `/api/v1/admin/orders.csv?q=${encodeURIComponent(shopper.email)}`,
      headers: { authorization: `Bearer ${manager}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body.split('\r\n')[1]).toMatch(/^\d+,2026-02-03 23:30,/);
  });
});
