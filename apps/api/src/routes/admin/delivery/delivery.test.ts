import {
  ADMIN_DELIVERY_PATHS,
  type AdminDeliveryArea,
  type DeliverySettings,
  type DeliveryWindow,
} from '@farmkit/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNLIMITED } from '../../../test/accounts.js';
import { describeEachDialect, useTestApp } from '../../../test/dialects.js';
import { insertOrders } from '../../../test/report-orders.js';
import { accountWithRole, auditRows, callAdmin, type TestAccount } from '../../../test/staff.js';

const area = (name: string) => ({
  name,
  council: 'AMAC',
  fee: 1500.5,
  min_order: 5000,
  weekdays: [6, 2, 4],
  active: true,
});
const window = {
  method: 'delivery',
  starts: '09:00',
  ends: '13:00',
  weekdays: [1, 2, 3],
  capacity: 8,
  cutoff_days_before: 1,
  cutoff_time: '20:00',
  active: true,
} as const;

describeEachDialect('admin: delivery settings', (dialect) => {
  const app = useTestApp(dialect, { rateLimits: UNLIMITED });
  let owner: TestAccount;
  let manager: TestAccount;
  beforeAll(async () => {
    owner = await accountWithRole(app(), 'owner');
    manager = await accountWithRole(app(), 'manager');
  });

  const lastAudit = async () => (await auditRows(app())).at(-1);

  it('answers every area, window and the pickup point, active or not', async () => {
    const settings = await callAdmin<DeliverySettings>(app(), 'GET', ADMIN_DELIVERY_PATHS.settings, {
      token: owner.token,
    });

    expect(settings.status).toBe(200);
    expect(settings.body.areas).toContainEqual(
      expect.objectContaining({ name: 'Gwarinpa', council: 'AMAC', active: true }),
    );
    expect(settings.body.windows.length).toBeGreaterThan(0);
    expect(settings.body.time_zone).toBe('Africa/Lagos');
    expect(settings.body.pickup.address).toContain('Kuje');
  });

  describe('areas', () => {
    it('adds an area, audited with its money in kobo (shown as naira by the audit page)', async () => {
      const created = await callAdmin<AdminDeliveryArea>(app(), 'POST', ADMIN_DELIVERY_PATHS.areas, {
        token: manager.token,
        body: area('Jabi'),
      });

      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ ...area('Jabi'), weekdays: [2, 4, 6], id: expect.any(Number) });
      const entry = await lastAudit();
      expect(entry).toMatchObject({
        actor_id: manager.id,
        action: 'delivery_area.create',
        entity_type: 'delivery_area',
        entity_id: String(created.body.id),
        before: null,
      });
      expect(JSON.parse(String(entry?.after))).toEqual({
        name: 'Jabi',
        council: 'AMAC',
        fee_kobo: 150050,
        min_order_kobo: 500000,
        weekdays: [2, 4, 6],
        active: true,
      });
    });

    it('refuses a name another area has, in any case: 409 delivery_area_exists', async () => {
      const taken = await callAdmin(app(), 'POST', ADMIN_DELIVERY_PATHS.areas, {
        token: owner.token,
        body: area(' gwarinpa '),
      });

      expect(taken).toEqual({
        status: 409,
        body: { detail: 'Another area already has this name.', code: 'delivery_area_exists' },
      });
    });

    it.each([
      ['a fee in fractions of a kobo', { fee: 10.005 }, 'fee', 'at most 2 decimals (kobo)'],
      ['no weekday', { weekdays: [] }, 'weekdays', 'choose at least one day'],
      ['a blank name', { name: '   ' }, 'name', 'required'],
    ])('refuses %s with the field named', async (_label, change, field, message) => {
      const refused = await callAdmin<{ code: string; errors: Record<string, string[]> }>(
        app(),
        'POST',
        ADMIN_DELIVERY_PATHS.areas,
        { token: owner.token, body: { ...area('Refused'), ...change } },
      );

      expect(refused.status).toBe(400);
      expect(refused.body.errors[field]).toEqual([message]);
    });

    it('refuses what the JSON Schema refuses (an unknown field, a weekday 7) before the rules', async () => {
      for (const body of [
        { ...area('Odd'), colour: 'green' },
        { ...area('Odd'), weekdays: [7] },
      ]) {
        const refused = await callAdmin(app(), 'POST', ADMIN_DELIVERY_PATHS.areas, {
          token: owner.token,
          body,
        });
        expect(refused.status).toBe(400);
      }
    });

    it('changes an area and audits what changed; deactivating it is a change like any', async () => {
      const { body: created } = await callAdmin<AdminDeliveryArea>(
        app(),
        'POST',
        ADMIN_DELIVERY_PATHS.areas,
        {
          token: owner.token,
          body: area('Durumi'),
        },
      );
      const changed = await callAdmin<AdminDeliveryArea>(
        app(),
        'PUT',
        ADMIN_DELIVERY_PATHS.area(created.id),
        {
          token: owner.token,
          body: { ...area('Durumi'), fee: 2000, active: false },
        },
      );

      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({ fee: 2000, active: false });
      const entry = await lastAudit();
      expect(entry?.action).toBe('delivery_area.update');
      expect(JSON.parse(String(entry?.before))).toMatchObject({ fee_kobo: 150050, active: true });
      expect(JSON.parse(String(entry?.after))).toMatchObject({ fee_kobo: 200000, active: false });
    });

    it('renames an area to a name taken: 409; an area that is not there: 404', async () => {
      const { body: created } = await callAdmin<AdminDeliveryArea>(
        app(),
        'POST',
        ADMIN_DELIVERY_PATHS.areas,
        {
          token: owner.token,
          body: area('Karu'),
        },
      );
      const taken = await callAdmin(app(), 'PUT', ADMIN_DELIVERY_PATHS.area(created.id), {
        token: owner.token,
        body: area('Maitama'),
      });
      const missing = await callAdmin(app(), 'PUT', ADMIN_DELIVERY_PATHS.area(999999), {
        token: owner.token,
        body: area('Nowhere'),
      });

      expect(taken.status).toBe(409);
      expect(missing.status).toBe(404);
    });

    it('deletes an area nothing names, and keeps one an order names: 409 delivery_in_use', async () => {
      const { body: spare } = await callAdmin<AdminDeliveryArea>(app(), 'POST', ADMIN_DELIVERY_PATHS.areas, {
        token: owner.token,
        body: area('Mistake'),
      });
      const { body: used } = await callAdmin<AdminDeliveryArea>(app(), 'POST', ADMIN_DELIVERY_PATHS.areas, {
        token: owner.token,
        body: area('Used'),
      });
      const shopper = await accountWithRole(app(), null);
      const [orderId = 0] = await insertOrders(app(), [
        { userId: shopper.id, total: 10, createdAt: new Date() },
      ]);
      await app()
        .db.updateTable('orders')
        .set({ delivery_area_id: used.id, delivery_area_name: 'Used', delivery_council: 'AMAC' })
        .where('id', '=', orderId)
        .execute();

      const deleted = await callAdmin(app(), 'DELETE', ADMIN_DELIVERY_PATHS.area(spare.id), {
        token: owner.token,
      });
      expect(deleted.status).toBe(204);
      expect((await lastAudit())?.action).toBe('delivery_area.delete');
      const kept = await callAdmin(app(), 'DELETE', ADMIN_DELIVERY_PATHS.area(used.id), {
        token: owner.token,
      });
      expect(kept).toEqual({
        status: 409,
        body: {
          detail: 'Orders or carts name this area: deactivate it instead, so it is no longer offered.',
          code: 'delivery_in_use',
        },
      });
      const missing = await callAdmin(app(), 'DELETE', ADMIN_DELIVERY_PATHS.area(spare.id), {
        token: owner.token,
      });
      expect(missing.status).toBe(404);
    });
  });

  describe('windows', () => {
    it('adds and changes a window, audited', async () => {
      const created = await callAdmin<DeliveryWindow>(app(), 'POST', ADMIN_DELIVERY_PATHS.windows, {
        token: owner.token,
        body: window,
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject(window);
      expect((await lastAudit())?.action).toBe('delivery_window.create');

      const changed = await callAdmin<DeliveryWindow>(
        app(),
        'PUT',
        ADMIN_DELIVERY_PATHS.window(created.body.id),
        {
          token: manager.token,
          body: { ...window, capacity: 3, active: false },
        },
      );
      expect(changed.body).toMatchObject({ capacity: 3, active: false });
      const entry = await lastAudit();
      expect(entry).toMatchObject({ action: 'delivery_window.update', actor_id: manager.id });
      expect(JSON.parse(String(entry?.after))).toMatchObject({ capacity: 3, active: false });
    });

    it('refuses a window that ends before it starts, or a time that is not one', async () => {
      const backwards = await callAdmin<{ errors: Record<string, string[]> }>(
        app(),
        'POST',
        ADMIN_DELIVERY_PATHS.windows,
        { token: owner.token, body: { ...window, starts: '14:00', ends: '14:00' } },
      );
      expect(backwards.status).toBe(400);
      expect(backwards.body.errors.ends).toEqual(['must be after the start']);

      const notATime = await callAdmin(app(), 'POST', ADMIN_DELIVERY_PATHS.windows, {
        token: owner.token,
        body: { ...window, starts: '25:00' },
      });
      expect(notATime.status).toBe(400);
    });

    it('deletes a window nothing names, keeps one an order names', async () => {
      const { body: spare } = await callAdmin<DeliveryWindow>(app(), 'POST', ADMIN_DELIVERY_PATHS.windows, {
        token: owner.token,
        body: window,
      });
      const { body: used } = await callAdmin<DeliveryWindow>(app(), 'POST', ADMIN_DELIVERY_PATHS.windows, {
        token: owner.token,
        body: window,
      });
      const shopper = await accountWithRole(app(), null);
      const [orderId = 0] = await insertOrders(app(), [
        { userId: shopper.id, total: 10, createdAt: new Date() },
      ]);
      await app()
        .db.updateTable('orders')
        .set({ delivery_window_id: used.id, delivery_date: '2026-12-01' })
        .where('id', '=', orderId)
        .execute();

      expect(
        (await callAdmin(app(), 'DELETE', ADMIN_DELIVERY_PATHS.window(spare.id), { token: owner.token }))
          .status,
      ).toBe(204);
      const kept = await callAdmin<{ code: string }>(app(), 'DELETE', ADMIN_DELIVERY_PATHS.window(used.id), {
        token: owner.token,
      });
      expect(kept.status).toBe(409);
      expect(kept.body.code).toBe('delivery_in_use');
    });
  });

  describe('pickup point', () => {
    it('sets it, audited; offering collection needs an address', async () => {
      const refused = await callAdmin<{ errors: Record<string, string[]> }>(
        app(),
        'PUT',
        ADMIN_DELIVERY_PATHS.pickup,
        { token: owner.token, body: { address: '  ', hours: 'Mon-Sat', active: true } },
      );
      expect(refused.status).toBe(400);
      expect(refused.body.errors.address).toEqual(['an address is needed to offer collection']);

      const set = await callAdmin<DeliverySettings>(app(), 'PUT', ADMIN_DELIVERY_PATHS.pickup, {
        token: owner.token,
        body: { address: 'Farm gate, Kuje', hours: 'Mon-Sat 8:00-17:00', active: true },
      });
      expect(set.status).toBe(200);
      expect(set.body.pickup).toEqual({
        address: 'Farm gate, Kuje',
        hours: 'Mon-Sat 8:00-17:00',
        active: true,
      });
      const entry = await lastAudit();
      expect(entry).toMatchObject({
        action: 'pickup_point.update',
        entity_type: 'pickup_point',
        entity_id: '1',
      });
    });
  });
});
