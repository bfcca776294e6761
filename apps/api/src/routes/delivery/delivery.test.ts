import {
  type ApiError,
  type CartDelivery,
  DELIVERY_ERROR_CODES,
  DELIVERY_ERROR_DETAILS,
  DELIVERY_PATHS,
  type DeliveryOptions,
  type DeliverySlotList,
  slotId,
} from '@farmkit/contract';
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { DELIVERY_PROFILE, signUpVerified, UNLIMITED } from '../../test/accounts.js';
import { callApi } from '../../test/api.js';
import { describeEachDialect, useTestApp } from '../../test/dialects.js';

/** The seed's windows, by what they are: morning and afternoon delivery, and pickup. */
async function seedWindows(app: App) {
  const rows = await app.db.selectFrom('delivery_windows').select(['id', 'method', 'starts']).execute();
  const find = (method: string, starts: string) => {
    const row = rows.find((each) => each.method === method && each.starts === starts);
    if (!row) throw new Error(`the seed has a ${method} window at ${starts}`);
    return row.id;
  };
  return {
    morning: find('delivery', '09:00'),
    afternoon: find('delivery', '14:00'),
    pickup: find('pickup', '09:00'),
  };
}

async function areaId(app: App, name: string): Promise<number> {
  const row = await app.db
    .selectFrom('delivery_areas')
    .where('name', '=', name)
    .select('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describeEachDialect('delivery API', (dialect) => {
  // The shop's clock, set by each test: Africa/Lagos is UTC+1 all year.
  let clock = new Date('2026-12-01T12:00:00Z');
  const app = useTestApp(dialect, { rateLimits: UNLIMITED, now: () => clock });

  const slots = (query: string) =>
    callApi<DeliverySlotList & ApiError>(app(), 'GET', `${DELIVERY_PATHS.slots}?${query}`);
  const choose = (token: string, body: object) =>
    callApi<CartDelivery & ApiError>(app(), 'PUT', DELIVERY_PATHS.cartDelivery, { token, body });

  beforeEach(() => {
    clock = new Date('2026-12-01T12:00:00Z');
  });

  describe('GET delivery/', () => {
    it('lists the active areas by council then name, the pickup point and the time zone', async () => {
      const { status, body } = await callApi<DeliveryOptions>(app(), 'GET', DELIVERY_PATHS.options);
      expect(status).toBe(200);
      expect(body.time_zone).toBe('Africa/Lagos');
      expect(body.pickup).toEqual({
        address: 'Kuje Green Farms, Km 3 Kuje–Gwagwalada Road, Kuje, FCT',
        hours: 'Mon–Sat 9:00–17:00',
      });
      expect(body.areas.slice(0, 6).map((area) => `${area.council}: ${area.name}`)).toEqual([
        'Abaji: Abaji town',
        'AMAC: Apo',
        'AMAC: Garki',
        'AMAC: Gwarinpa',
        'AMAC: Lugbe',
        'AMAC: Maitama',
      ]);
      expect(body.areas).toContainEqual({
        id: expect.any(Number),
        name: 'Gwarinpa',
        council: 'AMAC',
        fee: 3000,
        min_order: 12000,
      });
    });

    it('leaves out an inactive area, and answers a null pickup when the farm offers none', async () => {
      const kubwa = await areaId(app(), 'Kubwa');
      await app()
        .db.updateTable('delivery_areas')
        .set({ active: sql<boolean>`false` })
        .where('id', '=', kubwa)
        .execute();
      await app().db.updateTable('pickup_points').set({ active: sql<boolean>`false` }).execute();
      try {
        const { body } = await callApi<DeliveryOptions>(app(), 'GET', DELIVERY_PATHS.options);
        expect(body.areas.map((area) => area.name)).not.toContain('Kubwa');
        expect(body.pickup).toBeNull();
        const pickup = await slots('method=pickup');
        expect(pickup.status).toBe(400);
        expect(pickup.body.code).toBe(DELIVERY_ERROR_CODES.pickupUnavailable);
        const delivery = await slots(`method=delivery&area=${kubwa}`);
        expect(delivery).toEqual({
          status: 400,
          body: {
            detail: DELIVERY_ERROR_DETAILS.areaUnavailable,
            code: DELIVERY_ERROR_CODES.areaUnavailable,
          },
        });
      } finally {
        await app()
          .db.updateTable('delivery_areas')
          .set({ active: sql<boolean>`true` })
          .where('id', '=', kubwa)
          .execute();
        await app().db.updateTable('pickup_points').set({ active: sql<boolean>`true` }).execute();
      }
    });
  });

  describe('GET delivery/slots/', () => {
    it('offers the next seven days of slots, in the shop’s time and words, leaving out Sundays and closed ones', async () => {
      const windows = await seedWindows(app());
      // Tuesday 1 December, 13:00 in Lagos: the afternoon closed at 10:00, tomorrow's morning closes at 20:00.
      const { status, body } = await slots(`method=delivery&area=${await areaId(app(), 'Kuje town')}`);
      expect(status).toBe(200);
      expect(body.results[0]).toEqual({
        id: slotId(windows.morning, '2026-12-02'),
        date: '2026-12-02',
        starts_at: '2026-12-02T08:00:00.000Z',
        ends_at: '2026-12-02T12:00:00.000Z',
        label: 'Wed 2 Dec, 9:00–13:00',
        available: 12,
      });
      expect(body.results[1]?.label).toBe('Wed 2 Dec, 14:00–18:00');
      const dates = [...new Set(body.results.map((slot) => slot.date))];
      // Today and six days on, less today (closed) and Sunday the 6th.
      expect(dates).toEqual(['2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-07']);
      expect(body.results).toHaveLength(10);
    });

    it("offers an area's slots only on its weekdays", async () => {
      const { body } = await slots(`method=delivery&area=${await areaId(app(), 'Garki')}`);
      // Garki: Tuesdays, Thursdays and Saturdays.
      expect([...new Set(body.results.map((slot) => slot.date))]).toEqual(['2026-12-03', '2026-12-05']);
    });

    it('closes a slot at its cut-off in the shop’s time zone, not the server’s', async () => {
      const windows = await seedWindows(app());
      const kuje = await areaId(app(), 'Kuje town');
      const morning = slotId(windows.morning, '2026-12-02');
      // 19:59:59 in Lagos on Tuesday: Wednesday's morning (cut-off 20:00 the day before) is still open.
      clock = new Date('2026-12-01T18:59:59Z');
      expect((await slots(`method=delivery&area=${kuje}`)).body.results.map((slot) => slot.id)).toContain(
        morning,
      );
      clock = new Date('2026-12-01T19:00:00Z');
      expect((await slots(`method=delivery&area=${kuje}`)).body.results.map((slot) => slot.id)).not.toContain(
        morning,
      );

      // 00:30 on Wednesday in Lagos, still Tuesday in UTC: the shop's today is Wednesday, its afternoon open.
      clock = new Date('2026-12-01T23:30:00Z');
      const { body } = await slots(`method=delivery&area=${kuje}`);
      expect(body.results[0]?.id).toBe(slotId(windows.afternoon, '2026-12-02'));
      expect(body.results.at(-1)?.date).toBe('2026-12-08');
      // 10:00 in Lagos: the same-day afternoon closes.
      clock = new Date('2026-12-02T09:00:00Z');
      expect((await slots(`method=delivery&area=${kuje}`)).body.results[0]?.id).toBe(
        slotId(windows.morning, '2026-12-03'),
      );
    });

    it('offers pickup slots without an area', async () => {
      const windows = await seedWindows(app());
      const { status, body } = await slots('method=pickup');
      expect(status).toBe(200);
      // 13:00 in Lagos: today's pickup closed at noon.
      expect(body.results[0]).toMatchObject({
        id: slotId(windows.pickup, '2026-12-02'),
        label: 'Wed 2 Dec, 9:00–17:00',
        available: 30,
      });
    });

    it('answers 400 for delivery without an area, or an unknown one', async () => {
      const missing = await slots('method=delivery');
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toHaveProperty('area');
      const unknown = await slots('method=delivery&area=999999');
      expect(unknown.status).toBe(400);
      expect(unknown.body.code).toBe(DELIVERY_ERROR_CODES.areaUnavailable);
      expect((await slots('method=drone')).status).toBe(400);
    });
  });

  describe('PUT products/cart/delivery/', () => {
    async function shopper() {
      const session = await signUpVerified(app());
      await app().db.updateTable('users').set(DELIVERY_PROFILE).where('id', '=', session.user.id).execute();
      return session.tokens.access;
    }

    it('keeps a delivery choice and answers it with its area and slot', async () => {
      const windows = await seedWindows(app());
      const token = await shopper();
      const gwarinpa = await areaId(app(), 'Gwarinpa');
      const { status, body } = await choose(token, {
        method: 'delivery',
        area: gwarinpa,
        slot: slotId(windows.morning, '2026-12-03'),
        address: ' 4 Crescent Close ',
        landmark: 'The blue gate',
        note: 'Call on arrival',
      });
      expect(status).toBe(200);
      expect(body).toEqual({
        method: 'delivery',
        area: { id: gwarinpa, name: 'Gwarinpa', council: 'AMAC', fee: 3000, min_order: 12000 },
        slot: {
          id: slotId(windows.morning, '2026-12-03'),
          date: '2026-12-03',
          starts_at: '2026-12-03T08:00:00.000Z',
          ends_at: '2026-12-03T12:00:00.000Z',
          label: 'Thu 3 Dec, 9:00–13:00',
          available: 12,
        },
        address: '4 Crescent Close',
        landmark: 'The blue gate',
        note: 'Call on arrival',
      });

      // The cart shows the choice; its slot once past its cut-off reads null.
      clock = new Date('2026-12-02T19:00:00Z');
      const cart = await callApi<{ delivery: CartDelivery; delivery_fee: number }>(
        app(),
        'GET',
        'products/cart/',
        {
          token,
        },
      );
      expect(cart.body.delivery).toMatchObject({
        method: 'delivery',
        slot: null,
        address: '4 Crescent Close',
      });
      expect(cart.body.delivery_fee).toBe(3000);
    });

    it('refuses what cannot be delivered, with the contract’s codes and texts, keeping nothing', async () => {
      const windows = await seedWindows(app());
      const token = await shopper();
      const gwarinpa = await areaId(app(), 'Gwarinpa');
      const refusal = (code: keyof typeof DELIVERY_ERROR_CODES & keyof typeof DELIVERY_ERROR_DETAILS) => ({
        detail: DELIVERY_ERROR_DETAILS[code],
        code: DELIVERY_ERROR_CODES[code],
      });
      const thursday = slotId(windows.morning, '2026-12-03');
      const base = { method: 'delivery', area: gwarinpa, slot: thursday, address: '4 Crescent Close' };

      expect(await choose(token, { ...base, address: '  ' })).toEqual({
        status: 400,
        body: refusal('addressMissing'),
      });
      expect(await choose(token, { ...base, area: 999_999 })).toEqual({
        status: 400,
        body: refusal('areaUnavailable'),
      });
      // Gwarinpa is served on Tuesdays, Thursdays and Saturdays, not on Wednesday the 2nd.
      expect(await choose(token, { ...base, slot: slotId(windows.morning, '2026-12-02') })).toEqual({
        status: 400,
        body: refusal('areaUnavailable'),
      });
      // Past its cut-off, out of the days offered, a pickup window, an unknown window, a day that is no day.
      for (const slot of [
        slotId(windows.morning, '2026-12-01'),
        slotId(windows.morning, '2026-12-12'),
        slotId(windows.pickup, '2026-12-03'),
        slotId(999, '2026-12-03'),
        '1:2026-13-45',
      ]) {
        expect(await choose(token, { ...base, slot })).toEqual({
          status: 409,
          body: refusal('slotUnavailable'),
        });
      }
      await app().db.updateTable('pickup_points').set({ active: sql<boolean>`false` }).execute();
      try {
        expect(await choose(token, { method: 'pickup', slot: slotId(windows.pickup, '2026-12-03') })).toEqual(
          {
            status: 400,
            body: refusal('pickupUnavailable'),
          },
        );
      } finally {
        await app().db.updateTable('pickup_points').set({ active: sql<boolean>`true` }).execute();
      }
      const cart = await callApi<{ delivery: CartDelivery }>(app(), 'GET', 'products/cart/', { token });
      expect(cart.body.delivery).toBeNull();
    });

    it('keeps a pickup choice without area or address', async () => {
      const windows = await seedWindows(app());
      const token = await shopper();
      const { status, body } = await choose(token, {
        method: 'pickup',
        area: await areaId(app(), 'Gwarinpa'),
        slot: slotId(windows.pickup, '2026-12-02'),
        address: 'ignored',
      });
      expect(status).toBe(200);
      expect(body).toMatchObject({
        method: 'pickup',
        area: null,
        address: '',
        slot: { label: 'Wed 2 Dec, 9:00–17:00' },
      });
    });

    it('answers 401 without a token, and 400 for a body the contract does not allow', async () => {
      expect(
        (await callApi(app(), 'PUT', DELIVERY_PATHS.cartDelivery, { body: { method: 'pickup' } })).status,
      ).toBe(401);
      const token = await shopper();
      for (const body of [
        { method: 'pickup' },
        { method: 'pickup', slot: 'soon' },
        { method: 'pickup', slot: '1:2026-12-02', fee: 0 },
      ]) {
        expect((await choose(token, body)).status).toBe(400);
      }
    });
  });
});
