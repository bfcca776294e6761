import type { AuditPage, StaffInvitation, StaffMember } from '@farmkit/contract';
import { InsertQueryNode, type QueryId, TableNode } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.js';
import { changeStaff } from '../../../staff/staff.repository.js';
import { call, signUpVerified, signupPayload, UNLIMITED, uniqueEmail } from '../../../test/accounts.js';
import { describeEachDialect, useTestApp } from '../../../test/dialects.js';
import { latestCode, messagesTo } from '../../../test/outbox.js';
import { accountWithRole, auditRows, callAdmin, roleOf, type TestAccount } from '../../../test/staff.js';

const PUBLIC_URL = 'https://shop.example.ng';
const LAST_OWNER = {
  detail: 'The shop needs an owner: make someone else an owner first.',
  code: 'last_owner',
};

/** Makes `owner` the shop's only owner: the others lose the role. */
async function onlyOwner(app: App, owner: TestAccount): Promise<void> {
  await app.db.updateTable('users').set({ role: null }).where('role', '=', 'owner').execute();
  await app.db.updateTable('users').set({ role: 'owner' }).where('id', '=', owner.id).execute();
}

async function auditOf(app: App, action: string, entityId: number) {
  return (await auditRows(app)).filter((row) => row.action === action && row.entity_id === String(entityId));
}

/**
 * Swaps the app's database for one whose audit_log inserts fail: before they run (`before`), or after they ran,
 * inside the transaction (`after`). Undone by the returned function.
 */
function failAuditWrites(app: App, when: 'before' | 'after'): () => void {
  const original = app.db;
  const auditInserts = new WeakSet<QueryId>();
  app.db = original.withPlugin({
    transformQuery({ node, queryId }) {
      const table = InsertQueryNode.is(node) && node.into && TableNode.is(node.into) ? node.into : undefined;
      if (table?.table.identifier.name === 'audit_log') {
        if (when === 'before') throw new Error('the audit log is down');
        auditInserts.add(queryId);
      }
      return node;
    },
    async transformResult({ result, queryId }) {
      if (auditInserts.has(queryId)) throw new Error('a later step of the write failed');
      return result;
    },
  });
  return () => {
    app.db = original;
  };
}

describeEachDialect('admin: the staff, managed by the owner', (dialect) => {
  const app = useTestApp(dialect, { rateLimits: UNLIMITED, publicUrl: PUBLIC_URL });
  let owner: TestAccount;
  beforeAll(async () => {
    owner = await accountWithRole(app(), 'owner');
  });
  const asOwner = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown) =>
    callAdmin(app(), method, path, { token: owner.token, ...(body === undefined ? {} : { body }) });

  describe('GET admin/staff/', () => {
    it('lists the accounts that hold a role, not the shoppers', async () => {
      const manager = await accountWithRole(app(), 'manager');
      const packer = await accountWithRole(app(), 'packer');
      const shopper = await accountWithRole(app(), null);

      const { status, body } = await asOwner('GET', 'staff/');

      expect(status).toBe(200);
      const staff = body as StaffMember[];
      expect(staff).toEqual(
        expect.arrayContaining([
          {
            id: owner.id,
            email: owner.email,
            name: 'Ada Obi',
            role: 'owner',
            new_order_alerts: false,
            verified: true,
          },
          expect.objectContaining({ id: manager.id, role: 'manager' }),
          expect.objectContaining({ id: packer.id, role: 'packer' }),
        ]),
      );
      expect(staff.map((member) => member.id)).not.toContain(shopper.id);
    });
  });

  describe('POST admin/staff/', () => {
    it('gives a verified account the role at once, tells them by e-mail, and records it', async () => {
      const shopper = await accountWithRole(app(), null);

      const granted = await asOwner('POST', 'staff/', {
        email: shopper.email.toUpperCase(),
        role: 'manager',
      });

      expect(granted).toEqual({
        status: 200,
        body: {
          id: shopper.id,
          email: shopper.email,
          name: 'Ada Obi',
          role: 'manager',
          new_order_alerts: false,
          verified: true,
        },
      });
      const message = (await messagesTo(app(), shopper.email)).at(-1);
      expect(message?.subject).toBe('You are now a manager of Kuje Green Farms');
      expect(message?.text).toContain(`${PUBLIC_URL}/admin/`);
      expect(message?.html).toContain('<h1 style="font-size:20px">Kuje Green Farms</h1>');
      // Their session, begun as a shopper's, now reaches the admin calls of their role.
      expect((await callAdmin(app(), 'GET', 'me/', { token: shopper.token })).status).toBe(200);

      const [entry] = await auditOf(app(), 'staff.grant', shopper.id);
      expect(entry).toMatchObject({ actor_id: owner.id, entity_type: 'user' });
      expect(JSON.parse(entry?.before ?? 'null')).toMatchObject({ role: null });
      expect(JSON.parse(entry?.after ?? 'null')).toMatchObject({ role: 'manager' });
    });

    it('invites an e-mail without an account: the role is granted when it signs up and verifies', async () => {
      const email = uniqueEmail('invited');

      const invited = await asOwner('POST', 'staff/', { email, role: 'packer' });

      expect(invited).toEqual({
        status: 202,
        body: { id: expect.any(Number), email, role: 'packer', expires_at: expect.any(String) },
      });
      const invitation = invited.body as StaffInvitation;
      const days = (new Date(invitation.expires_at).getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.99);
      expect(days).toBeLessThanOrEqual(7);
      const [message] = await messagesTo(app(), email);
      expect(message?.subject).toBe('You are invited to join Kuje Green Farms as a packer');
      expect(message?.text).toContain(`${PUBLIC_URL}/signup`);
      expect(message?.html).toContain(`<a href="${PUBLIC_URL}/signup">`);
      // Then where the staff work: the back-office.
      expect(message?.text).toContain(`${PUBLIC_URL}/admin/`);
      expect(message?.html).toContain(`<a href="${PUBLIC_URL}/admin/">`);
      expect((await asOwner('GET', 'staff/invitations/')).body).toContainEqual(invitation);

      const member = await signUpVerified(app(), email);

      const me = await callAdmin(app(), 'GET', 'me/', { token: member.tokens.access });
      expect(me.body).toMatchObject({ id: member.user.id, email, role: 'packer' });
      expect((await asOwner('GET', 'staff/invitations/')).body).not.toContainEqual(invitation);
      const [invite] = await auditOf(app(), 'staff.invite', invitation.id);
      expect(invite).toMatchObject({ actor_id: owner.id, entity_type: 'staff_invitation' });
      const [join] = await auditOf(app(), 'staff.join', member.user.id);
      expect(join).toMatchObject({ actor_id: owner.id, entity_type: 'user' });
    });

    it('invites an account that has not verified its e-mail, rather than giving it the role', async () => {
      const email = uniqueEmail('unverified');
      await call(app(), 'POST', 'signup/', { body: signupPayload(email) });

      const invited = await asOwner('POST', 'staff/', { email, role: 'manager' });
      expect(invited.status).toBe(202);
      const user = await app()
        .db.selectFrom('users')
        .selectAll()
        .where('email', '=', email)
        .executeTakeFirst();
      expect(user?.role).toBeNull();

      const verified = await call<{ tokens: { access: string } }>(app(), 'POST', 'verify-email/', {
        body: { email, otp_code: await latestCode(app(), email) },
      });
      expect(
        (await callAdmin(app(), 'GET', 'me/', { token: verified.body.tokens.access })).body,
      ).toMatchObject({
        role: 'manager',
      });
    });

    it('replaces an earlier invitation to the same e-mail', async () => {
      const email = uniqueEmail('invited');
      await asOwner('POST', 'staff/', { email, role: 'manager' });
      await asOwner('POST', 'staff/', { email, role: 'packer' });

      const invitations = (await asOwner('GET', 'staff/invitations/')).body as StaffInvitation[];
      expect(invitations.filter((invitation) => invitation.email === email)).toEqual([
        expect.objectContaining({ role: 'packer' }),
      ]);
    });

    it('grants nothing once the invitation has expired', async () => {
      const email = uniqueEmail('late');
      await asOwner('POST', 'staff/', { email, role: 'manager' });
      await app()
        .db.updateTable('staff_invitations')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('email', '=', email)
        .execute();

      const member = await signUpVerified(app(), email);

      expect((await callAdmin(app(), 'GET', 'me/', { token: member.tokens.access })).status).toBe(403);
    });

    it('refuses an unknown role with the fields in error', async () => {
      const answer = await asOwner('POST', 'staff/', { email: 'x', role: 'boss', extra: 1 });

      expect(answer).toEqual({
        status: 400,
        body: {
          detail: 'Invalid input.',
          code: 'invalid',
          errors: { extra: ['Unknown field.'] },
        },
      });
      const typed = await asOwner('POST', 'staff/', { email: 'x', role: 'boss' });
      expect(typed.body).toMatchObject({
        errors: { email: ['enter valid email'], role: ['choose one of: owner, manager, packer, rider'] },
      });
    });
  });

  describe('DELETE admin/staff/invitations/{id}/', () => {
    it('withdraws the invitation: signing up later grants nothing', async () => {
      const email = uniqueEmail('withdrawn');
      const invitation = (await asOwner('POST', 'staff/', { email, role: 'manager' }))
        .body as StaffInvitation;

      expect((await asOwner('DELETE', `staff/invitations/${invitation.id}/`)).status).toBe(204);
      expect((await asOwner('DELETE', `staff/invitations/${invitation.id}/`)).status).toBe(404);

      const member = await signUpVerified(app(), email);
      expect((await callAdmin(app(), 'GET', 'me/', { token: member.tokens.access })).status).toBe(403);
      const [entry] = await auditOf(app(), 'staff.invitation_cancel', invitation.id);
      expect(JSON.parse(entry?.before ?? 'null')).toMatchObject({ email, role: 'manager' });
      expect(entry?.after).toBeNull();
    });
  });

  describe('PATCH admin/staff/{id}/', () => {
    it("changes a member's role and alerts, and records both states", async () => {
      const manager = await accountWithRole(app(), 'manager');

      const changed = await asOwner('PATCH', `staff/${manager.id}/`, {
        role: 'packer',
        new_order_alerts: true,
      });

      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({ id: manager.id, role: 'packer', new_order_alerts: true });
      const [entry] = await auditOf(app(), 'staff.update', manager.id);
      expect(JSON.parse(entry?.before ?? 'null')).toEqual({
        email: manager.email,
        role: 'manager',
        new_order_alerts: false,
      });
      expect(JSON.parse(entry?.after ?? 'null')).toEqual({
        email: manager.email,
        role: 'packer',
        new_order_alerts: true,
      });
      const alertsOff = await asOwner('PATCH', `staff/${manager.id}/`, { new_order_alerts: false });
      expect(alertsOff.body).toMatchObject({ role: 'packer', new_order_alerts: false });
    });

    it('answers 404 for an account without a role, and 400 for an id that is not one', async () => {
      const shopper = await accountWithRole(app(), null);

      expect((await asOwner('PATCH', `staff/${shopper.id}/`, { role: 'owner' })).status).toBe(404);
      expect(await roleOf(app(), shopper.id)).toBeNull();
      expect((await asOwner('PATCH', 'staff/abc/', { role: 'owner' })).status).toBe(400);
      expect((await asOwner('PATCH', 'staff/0/', {})).status).toBe(400);
      expect((await asOwner('DELETE', 'staff/99999999999/')).status).toBe(400);
    });
  });

  describe('DELETE admin/staff/{id}/', () => {
    it('takes the role away; the account stays a shopper', async () => {
      const packer = await accountWithRole(app(), 'packer');
      await asOwner('PATCH', `staff/${packer.id}/`, { new_order_alerts: true });

      expect((await asOwner('DELETE', `staff/${packer.id}/`)).status).toBe(204);

      const account = await app()
        .db.selectFrom('users')
        .selectAll()
        .where('id', '=', packer.id)
        .executeTakeFirst();
      expect(account).toMatchObject({ role: null });
      expect(Boolean(account?.new_order_alerts)).toBe(false);
      expect(
        ((await asOwner('GET', 'staff/')).body as StaffMember[]).map((member) => member.id),
      ).not.toContain(packer.id);
      expect((await asOwner('DELETE', `staff/${packer.id}/`)).status).toBe(404);
      const [entry] = await auditOf(app(), 'staff.remove', packer.id);
      expect(JSON.parse(entry?.after ?? 'null')).toMatchObject({ role: null, new_order_alerts: false });
    });
  });

  describe('the last owner', () => {
    it('cannot demote or remove themselves, by any call', async () => {
      await onlyOwner(app(), owner);

      expect(await asOwner('PATCH', `staff/${owner.id}/`, { role: 'manager' })).toEqual({
        status: 409,
        body: LAST_OWNER,
      });
      expect(await asOwner('DELETE', `staff/${owner.id}/`)).toEqual({ status: 409, body: LAST_OWNER });
      expect(await asOwner('POST', 'staff/', { email: owner.email, role: 'packer' })).toEqual({
        status: 409,
        body: LAST_OWNER,
      });
      expect(await roleOf(app(), owner.id)).toBe('owner');
      // Changing their alerts is not a demotion.
      expect(
        (await asOwner('PATCH', `staff/${owner.id}/`, { role: 'owner', new_order_alerts: true })).status,
      ).toBe(200);
    });

    it('may step down once there is another owner, who is then the last', async () => {
      await onlyOwner(app(), owner);
      const second = await accountWithRole(app(), null);
      expect((await asOwner('POST', 'staff/', { email: second.email, role: 'owner' })).status).toBe(200);

      expect((await asOwner('PATCH', `staff/${owner.id}/`, { role: 'manager' })).status).toBe(200);
      expect((await asOwner('GET', 'staff/')).status).toBe(403);

      const asSecond = (method: 'PATCH' | 'DELETE', path: string, body?: unknown) =>
        callAdmin(app(), method, path, { token: second.token, ...(body === undefined ? {} : { body }) });
      expect(await asSecond('DELETE', `staff/${second.id}/`)).toEqual({ status: 409, body: LAST_OWNER });
      expect((await asSecond('PATCH', `staff/${owner.id}/`, { role: 'owner' })).status).toBe(200);
      await onlyOwner(app(), owner);
    });
  });

  describe('the audit row and its write, one transaction', () => {
    it('undoes the write when its audit row cannot be written', async () => {
      const manager = await accountWithRole(app(), 'manager');
      const restore = failAuditWrites(app(), 'before');
      try {
        const answer = await asOwner('PATCH', `staff/${manager.id}/`, { role: 'packer' });
        expect(answer).toEqual({
          status: 500,
          body: { detail: 'A server error occurred.', code: 'server_error' },
        });
      } finally {
        restore();
      }

      expect(await roleOf(app(), manager.id)).toBe('manager');
      expect(await auditOf(app(), 'staff.update', manager.id)).toEqual([]);
    });

    it('leaves no audit row when the write fails after the row was written', async () => {
      const manager = await accountWithRole(app(), 'manager');
      const email = uniqueEmail('never-invited');
      const restore = failAuditWrites(app(), 'after');
      try {
        expect((await asOwner('DELETE', `staff/${manager.id}/`)).status).toBe(500);
        expect((await asOwner('POST', 'staff/', { email, role: 'packer' })).status).toBe(500);
      } finally {
        restore();
      }

      expect(await roleOf(app(), manager.id)).toBe('manager');
      expect(await auditOf(app(), 'staff.remove', manager.id)).toEqual([]);
      const invitation = await app()
        .db.selectFrom('staff_invitations')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirst();
      expect(invitation).toBeUndefined();
      expect(await messagesTo(app(), email)).toEqual([]);
    });

    it('rolls the audit row back with a transaction that fails later', async () => {
      const packer = await accountWithRole(app(), 'packer');

      await expect(
        app()
          .db.transaction()
          .execute(async (trx) => {
            await changeStaff(trx, {
              actorId: owner.id,
              action: 'staff.update',
              userId: packer.id,
              changes: { role: 'manager' },
            });
            throw new Error('the next step failed');
          }),
      ).rejects.toThrow('the next step failed');

      expect(await roleOf(app(), packer.id)).toBe('packer');
      expect(await auditOf(app(), 'staff.update', packer.id)).toEqual([]);
    });
  });

  describe('GET admin/audit/', () => {
    it('pages the log newest first, with the actor', async () => {
      const total = (await auditRows(app())).length;
      expect(total).toBeGreaterThan(3);

      const first = await asOwner('GET', 'audit/?page_size=2');

      expect(first.status).toBe(200);
      const page = first.body as AuditPage;
      expect(page.count).toBe(total);
      expect(page.previous).toBeNull();
      expect(page.next).toBe('/api/v1/admin/audit/?page_size=2&page=2');
      expect(page.results).toHaveLength(2);
      const [newest, older] = page.results;
      expect((newest?.id ?? 0) > (older?.id ?? 0)).toBe(true);
      expect(newest).toEqual({
        id: expect.any(Number),
        actor: expect.objectContaining({ id: expect.any(Number) }),
        action: expect.stringMatching(/^staff\./),
        entity_type: expect.any(String),
        entity_id: expect.any(String),
        before: expect.anything(),
        after: expect.anything(),
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      });

      const past = await asOwner('GET', `audit/?page_size=2&page=${Math.ceil(total / 2) + 1}`);
      expect(past).toEqual({ status: 404, body: { detail: 'Invalid page.', code: 'not_found' } });
    });
  });
});
