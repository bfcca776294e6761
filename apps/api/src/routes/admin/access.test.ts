import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type StaffRole, staffMeSchema } from '@farmkit/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { forbiddenResponse, unauthenticatedResponse } from '../../http/responses.js';
import { UNLIMITED, uniqueEmail } from '../../test/accounts.js';
import { describeEachDialect, type TestDialect, useTestApp } from '../../test/dialects.js';
import { accountWithRole, callAdmin, type TestAccount } from '../../test/staff.js';

type Caller = StaffRole | 'shopper' | 'nobody';
const CALLERS: Caller[] = ['owner', 'manager', 'packer', 'rider', 'shopper', 'nobody'];

interface AdminCall {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** The operation's path in the OpenAPI document. */
  documented: string;
  /** The path called: ids that match nothing, so an allowed call changes nothing it should not. */
  path: string;
  body?: () => unknown;
  allowed: readonly Caller[];
}

const everyRole = ['owner', 'manager', 'packer'] as const;
/** Every role, the rider too: the back-office itself. */
const allStaff = [...everyRole, 'rider'] as const;
const ownerOnly = ['owner'] as const;
const editors = ['owner', 'manager'] as const;

/** Every admin operation, with who may make it. The test fails when an operation is added and not listed. */
const ADMIN_CALLS: AdminCall[] = [
  { method: 'GET', documented: 'me/', path: 'me/', allowed: allStaff },
  { method: 'GET', documented: 'shop/', path: 'shop/', allowed: allStaff },
  { method: 'GET', documented: 'staff/', path: 'staff/', allowed: ownerOnly },
  {
    method: 'POST',
    documented: 'staff/',
    path: 'staff/',
    body: () => ({ email: uniqueEmail('invited'), role: 'packer' }),
    allowed: ownerOnly,
  },
  {
    method: 'PATCH',
    documented: 'staff/{id}/',
    path: 'staff/999999/',
    body: () => ({ new_order_alerts: true }),
    allowed: ownerOnly,
  },
  { method: 'DELETE', documented: 'staff/{id}/', path: 'staff/999999/', allowed: ownerOnly },
  { method: 'GET', documented: 'staff/invitations/', path: 'staff/invitations/', allowed: ownerOnly },
  {
    method: 'DELETE',
    documented: 'staff/invitations/{id}/',
    path: 'staff/invitations/999999/',
    allowed: ownerOnly,
  },
  { method: 'GET', documented: 'audit/', path: 'audit/', allowed: ownerOnly },
  { method: 'GET', documented: 'products/', path: 'products/', allowed: everyRole },
  {
    method: 'POST',
    documented: 'products/',
    path: 'products/',
    // No such category: an allowed call is a 400 and adds nothing.
    body: () => ({ name: 'Access check', category: 'No such category', price: 1 }),
    allowed: editors,
  },
  { method: 'GET', documented: 'products/{id}/', path: 'products/999999/', allowed: everyRole },
  {
    method: 'PATCH',
    documented: 'products/{id}/',
    path: 'products/999999/',
    body: () => ({ price: 1 }),
    allowed: editors,
  },
  {
    method: 'POST',
    documented: 'products/{id}/publish/',
    path: 'products/999999/publish/',
    allowed: editors,
  },
  {
    method: 'POST',
    documented: 'products/{id}/unpublish/',
    path: 'products/999999/unpublish/',
    allowed: editors,
  },
  {
    method: 'POST',
    documented: 'products/{id}/picture/',
    path: 'products/999999/picture/',
    allowed: editors,
  },
  { method: 'GET', documented: 'products/{id}/stock/', path: 'products/999999/stock/', allowed: everyRole },
  {
    method: 'POST',
    documented: 'products/{id}/stock/',
    path: 'products/999999/stock/',
    body: () => ({ change: 1, reason: 'restock' }),
    allowed: editors,
  },
  { method: 'GET', documented: 'categories/', path: 'categories/', allowed: editors },
  {
    method: 'POST',
    documented: 'categories/',
    path: 'categories/',
    // Blank: an allowed call is a 400 and adds nothing.
    body: () => ({ name: ' ' }),
    allowed: editors,
  },
  {
    method: 'PATCH',
    documented: 'categories/{id}/',
    path: 'categories/999999/',
    body: () => ({ name: 'Access check' }),
    allowed: editors,
  },
  {
    method: 'POST',
    documented: 'categories/order/',
    path: 'categories/order/',
    body: () => ({ ids: [999999] }),
    allowed: editors,
  },
  { method: 'GET', documented: 'orders/', path: 'orders/', allowed: everyRole },
  { method: 'GET', documented: 'orders/{id}/', path: 'orders/999999/', allowed: everyRole },
  {
    method: 'POST',
    documented: 'orders/{id}/stage/',
    path: 'orders/999999/stage/',
    body: () => ({ stage: 'confirmed', from: 'placed' }),
    allowed: everyRole,
  },
  {
    method: 'POST',
    documented: 'orders/{id}/cancel/',
    path: 'orders/999999/cancel/',
    body: () => ({ reason: 'Out of stock' }),
    allowed: ['owner', 'manager'],
  },
  // No such stage: an allowed call is a JSON 400 rather than a CSV file.
  { method: 'GET', documented: 'orders.csv', path: 'orders.csv?stage=lost', allowed: ['owner', 'manager'] },
  { method: 'GET', documented: 'customers/', path: 'customers/', allowed: ['owner', 'manager'] },
  { method: 'GET', documented: 'customers/{id}/', path: 'customers/999999/', allowed: ['owner', 'manager'] },
  { method: 'GET', documented: 'dashboard/', path: 'dashboard/', allowed: ['owner', 'manager'] },
  // Delivery settings: an allowed write names nothing (404) or is refused (400), so nothing changes.
  { method: 'GET', documented: 'delivery/', path: 'delivery/', allowed: editors },
  {
    method: 'POST',
    documented: 'delivery/areas/',
    path: 'delivery/areas/',
    body: () => ({ name: ' ', council: 'AMAC', fee: 1, min_order: 0, weekdays: [1], active: true }),
    allowed: editors,
  },
  {
    method: 'PUT',
    documented: 'delivery/areas/{id}/',
    path: 'delivery/areas/999999/',
    body: () => ({
      name: 'Access check',
      council: 'AMAC',
      fee: 1,
      min_order: 0,
      weekdays: [1],
      active: true,
    }),
    allowed: editors,
  },
  { method: 'DELETE', documented: 'delivery/areas/{id}/', path: 'delivery/areas/999999/', allowed: editors },
  {
    method: 'POST',
    documented: 'delivery/windows/',
    path: 'delivery/windows/',
    // Ends before it starts: an allowed call is a 400.
    body: () => ({
      method: 'delivery',
      starts: '13:00',
      ends: '09:00',
      weekdays: [1],
      capacity: 1,
      cutoff_days_before: 0,
      cutoff_time: '08:00',
      active: true,
    }),
    allowed: editors,
  },
  {
    method: 'PUT',
    documented: 'delivery/windows/{id}/',
    path: 'delivery/windows/999999/',
    body: () => ({
      method: 'delivery',
      starts: '09:00',
      ends: '13:00',
      weekdays: [1],
      capacity: 1,
      cutoff_days_before: 0,
      cutoff_time: '08:00',
      active: true,
    }),
    allowed: editors,
  },
  {
    method: 'DELETE',
    documented: 'delivery/windows/{id}/',
    path: 'delivery/windows/999999/',
    allowed: editors,
  },
  {
    method: 'PUT',
    documented: 'delivery/pickup/',
    path: 'delivery/pickup/',
    // Offered without an address: an allowed call is a 400.
    body: () => ({ address: '', hours: '', active: true }),
    allowed: editors,
  },
  // Riders.
  {
    method: 'PUT',
    documented: 'orders/{id}/rider/',
    path: 'orders/999999/rider/',
    body: () => ({ rider: null }),
    allowed: editors,
  },
  {
    method: 'POST',
    documented: 'deliveries/assign/',
    path: 'deliveries/assign/',
    // A day long past: nothing to give.
    body: () => ({ rider: null, date: '2000-01-01', window: 999999 }),
    allowed: editors,
  },
  { method: 'GET', documented: 'riders/', path: 'riders/', allowed: editors },
  { method: 'GET', documented: 'deliveries/', path: 'deliveries/', allowed: everyRole },
  { method: 'GET', documented: 'deliveries/mine/', path: 'deliveries/mine/', allowed: ['rider'] },
  {
    method: 'POST',
    documented: 'deliveries/{id}/delivered/',
    path: 'deliveries/999999/delivered/',
    body: () => ({}),
    allowed: ['rider'],
  },
  {
    method: 'POST',
    documented: 'orders/{id}/settle/',
    path: 'orders/999999/settle/',
    body: () => ({ amount: 1 }),
    allowed: editors,
  },
  { method: 'GET', documented: 'reports/cash/', path: 'reports/cash/', allowed: editors },
  { method: 'GET', documented: 'payments/settings/', path: 'payments/settings/', allowed: ['owner'] },
  {
    method: 'PUT',
    documented: 'payments/settings/',
    path: 'payments/settings/',
    body: () => ({
      bank_transfer: { bank: '', account_number: '', account_name: '', pay_within_hours: 24, active: false },
    }),
    allowed: ['owner'],
  },
];

const PERMISSION_DENIED = {
  detail: 'You do not have permission to perform this action.',
  code: 'permission_denied',
};
const NOT_AUTHENTICATED = {
  detail: 'Authentication credentials were not provided.',
  code: 'not_authenticated',
};

interface OpenApiDocument {
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
}

describeEachDialect('admin: who may call what', (dialect) => {
  const app = useTestApp(dialect, { rateLimits: UNLIMITED });
  const accounts = new Map<Caller, TestAccount>();
  beforeAll(async () => {
    for (const role of allStaff) accounts.set(role, await accountWithRole(app(), role));
    accounts.set('shopper', await accountWithRole(app(), null));
  });

  it('lists every admin operation of the OpenAPI document, each documenting its 401 and 403', async () => {
    const document = (await app().inject('/api/v1/docs/json')).json<OpenApiDocument>();
    const operations = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/v1/admin/') && path !== '/api/v1/admin/setup/')
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({
          call: `${method.toUpperCase()} ${path.slice('/api/v1/admin/'.length)}`,
          statuses: Object.keys(operation.responses),
        })),
      );

    expect(operations.map(({ call }) => call).sort()).toEqual(
      ADMIN_CALLS.map(({ method, documented }) => `${method} ${documented}`).sort(),
    );
    for (const { statuses } of operations) expect(statuses).toEqual(expect.arrayContaining(['401', '403']));
    const staffList = document.paths['/api/v1/admin/staff/']?.get?.responses;
    expect(staffList?.['401']).toMatchObject({ description: unauthenticatedResponse.description });
    expect(staffList?.['403']).toMatchObject({ description: forbiddenResponse.description });
  });

  describe.each(ADMIN_CALLS)('$method $documented', ({ method, path, body, allowed }) => {
    it.each(CALLERS)('as %s', async (caller) => {
      const answer = await callAdmin(app(), method, path, {
        token: accounts.get(caller)?.token,
        ...(body ? { body: body() } : {}),
      });

      if (caller === 'nobody') {
        expect(answer).toEqual({ status: 401, body: NOT_AUTHENTICATED });
      } else if (allowed.includes(caller)) {
        expect(answer.status, JSON.stringify(answer.body)).not.toBe(401);
        expect(answer.status, JSON.stringify(answer.body)).not.toBe(403);
        expect(answer.status).toBeLessThan(500);
      } else {
        expect(answer).toEqual({ status: 403, body: PERMISSION_DENIED });
      }
    });
  });

  it('answers a bad or expired token 401 token_not_valid, before looking at the body', async () => {
    const answer = await app().inject({
      method: 'POST',
      url: '/api/v1/admin/staff/',
      headers: { authorization: 'Bearer not.a.token', 'content-type': 'application/json' },
      payload: '{"email": [',
    });

    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ code: 'token_not_valid' });
  });

  it('refuses a shopper before reading the body: no "Invalid input" tells them what the call takes', async () => {
    const shopper = accounts.get('shopper');
    const answer = await callAdmin(app(), 'POST', 'staff/', {
      token: shopper?.token,
      body: { role: 'boss' },
    });

    expect(answer).toEqual({ status: 403, body: PERMISSION_DENIED });
  });

  it('stops a role taken away at once, while the access token is still valid', async () => {
    const owner = accounts.get('owner');
    const manager = await accountWithRole(app(), 'manager');
    expect((await callAdmin(app(), 'GET', 'me/', { token: manager.token })).status).toBe(200);

    const removed = await callAdmin(app(), 'DELETE', `staff/${manager.id}/`, { token: owner?.token });
    expect(removed.status).toBe(204);

    expect(await callAdmin(app(), 'GET', 'me/', { token: manager.token })).toEqual({
      status: 403,
      body: PERMISSION_DENIED,
    });
    // Still a shopper with a working session.
    expect(
      (
        await app().inject({
          url: '/api/v1/accounts/edit/',
          headers: { authorization: `Bearer ${manager.token}` },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('lets a role given to a signed-in shopper work at once, with the token they already hold', async () => {
    const shopper = await accountWithRole(app(), null);
    expect((await callAdmin(app(), 'GET', 'me/', { token: shopper.token })).status).toBe(403);

    await app().db.updateTable('users').set({ role: 'packer' }).where('id', '=', shopper.id).execute();
    const me = await callAdmin(app(), 'GET', 'me/', { token: shopper.token });

    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      id: shopper.id,
      email: shopper.email,
      role: 'packer',
      verified: true,
      capabilities: ['backoffice.open', 'orders.read', 'orders.move', 'catalogue.read'],
    });
    expect(Object.keys(me.body as object).sort()).toEqual(Object.keys(staffMeSchema.properties).sort());
  });
});

describeEachDialect('admin: a route that does not say who may call it', (dialect) => {
  it.each([
    ['no config.capability', {}, /must declare config\.capability/],
    [
      'an unknown capability',
      { config: { capability: 'orders.steal' } },
      /config\.capability must name a capability/,
    ],
    [
      'a list of roles instead',
      { config: { capability: ['owner'] } },
      /config\.capability must name a capability/,
    ],
    ['no documented 403', { config: { capability: 'orders.read' } }, /document its 403 responses/],
  ])('stops the server at start: %s', async (_label, routeOptions, message) => {
    await expect(startWithRoute(dialect, routeOptions)).rejects.toThrow(message);
  });
});

async function startWithRoute(dialect: TestDialect, routeOptions: object): Promise<void> {
  const database = await dialect.createDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'farmkit-api-data-'));
  const app = buildApp({ database: database.config, dataDir });
  try {
    app.register(
      async (admin) => {
        admin.get(
          '/forgotten/',
          {
            schema: { response: { 200: { type: 'object' }, 401: unauthenticatedResponse } },
            ...routeOptions,
          },
          async () => ({}),
        );
      },
      { prefix: '/api/v1/admin' },
    );
    await app.ready();
  } finally {
    await app.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
