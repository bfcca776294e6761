import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { type ApiError, SETUP_TOKEN_LIFETIME_MS, type Session, STAFF_CAPABILITIES } from '@farmkit/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.js';
import { offerOwnerSetup } from '../../../staff/setup-link.js';
import {
  call,
  PASSWORD,
  signUpVerified,
  signupPayload,
  UNLIMITED,
  uniqueEmail,
} from '../../../test/accounts.js';
import { describeEachDialect, useTestApp } from '../../../test/dialects.js';
import { latestCode, messagesTo } from '../../../test/outbox.js';
import { auditRows, callAdmin } from '../../../test/staff.js';

const PUBLIC_URL = 'https://shop.example.ng';
const LINK = /^Set up the shop's owner: (https:\/\/shop\.example\.ng\/admin\/setup\?token=([\w-]{43}))$/;

const invalidSetupToken: ApiError = {
  detail: 'This setup link is wrong or has expired: restart the server for a new one.',
  code: 'invalid_setup_token',
};

function setupPayload(token: string, email = uniqueEmail('owner')) {
  return { token, email, password: PASSWORD, first_name: 'Ada', last_name: 'Obi' };
}

function tokenOf(link: string | undefined): string {
  const token = link && new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

/** The shop without an owner again, as a fresh install is. */
async function withoutOwner(app: App): Promise<void> {
  await app.db.updateTable('users').set({ role: null }).where('role', '=', 'owner').execute();
}

async function freshLink(app: App, now?: Date): Promise<string> {
  await withoutOwner(app);
  const link = await offerOwnerSetup(app, { publicUrl: PUBLIC_URL, ...(now ? { now } : {}) });
  if (!link) throw new Error('no setup link was offered');
  return link;
}

describeEachDialect('admin: the first owner, by the setup link', (dialect) => {
  const logLines: string[] = [];
  const app = useTestApp(dialect, {
    rateLimits: UNLIMITED,
    publicUrl: `${PUBLIC_URL}/`,
    offerOwnerSetup: true,
    logger: { level: 'warn', stream: { write: (line: string) => logLines.push(line) } },
  });
  const setupFile = () => join(app().dataDir, 'setup-token');

  describe('the link printed at start', () => {
    let startLink = '';
    beforeAll(() => {
      const messages = logLines.map((line) => (JSON.parse(line) as { msg: string }).msg);
      const printed = messages.map((message) => message.match(LINK)).find(Boolean);
      startLink = printed?.[1] ?? '';
    });

    it('is printed in the log and written to DATA_DIR/setup-token, readable by its owner only', async () => {
      expect(startLink).toMatch(/^https:\/\/shop\.example\.ng\/admin\/setup\?token=/);
      expect(await readFile(setupFile(), 'utf8')).toBe(`${startLink}\n`);
      expect((await stat(setupFile())).mode & 0o777).toBe(0o600);

      // Only the token's hash is stored, valid 24 hours.
      const token = tokenOf(startLink);
      const rows = await app().db.selectFrom('setup_tokens').selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]?.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(JSON.stringify(rows)).not.toContain(token);
      const lifetime = new Date(rows[0]?.expires_at ?? 0).getTime() - Date.now();
      expect(lifetime).toBeGreaterThan(SETUP_TOKEN_LIFETIME_MS - 60_000);
      expect(lifetime).toBeLessThanOrEqual(SETUP_TOKEN_LIFETIME_MS);
    });

    it('creates the owner, unverified, who verifies with the code e-mailed as at sign-up', async () => {
      const payload = setupPayload(tokenOf(startLink));
      const created = await callAdmin(app(), 'POST', 'setup/', { body: payload });

      expect(created).toEqual({
        status: 201,
        body: { detail: "The owner's account is made. Enter the code we e-mailed you to verify it." },
      });
      const owner = await app()
        .db.selectFrom('users')
        .selectAll()
        .where('email', '=', payload.email)
        .executeTakeFirstOrThrow();
      expect(owner).toMatchObject({ role: 'owner', name: 'Ada Obi', verified_at: null });
      expect(owner.password_hash).toMatch(/^\$argon2id\$/);
      const [message] = await messagesTo(app(), payload.email);
      expect(message?.subject).toMatch(/^\d{6} is your Kuje Green Farms verification code$/);
      // The link has served: its file goes.
      await expect(stat(setupFile())).rejects.toThrow(/ENOENT/);

      // Unverified, the owner cannot sign in yet; the code verifies the e-mail and signs them in.
      const early = await call(app(), 'POST', 'login/', {
        body: { email: payload.email, password: PASSWORD },
      });
      expect(early.status).toBe(403);
      const verified = await call<Session>(app(), 'POST', 'verify-email/', {
        body: { email: payload.email, otp_code: await latestCode(app(), payload.email) },
      });
      expect(verified.status).toBe(200);
      const me = await callAdmin(app(), 'GET', 'me/', { token: verified.body.tokens.access });
      expect(me).toEqual({
        status: 200,
        body: {
          id: owner.id,
          email: payload.email,
          name: 'Ada Obi',
          role: 'owner',
          // The first owner is told of her first order.
          new_order_alerts: true,
          verified: true,
          // All but a rider's own round.
          capabilities: STAFF_CAPABILITIES.filter((capability) => capability !== 'deliveries.ride'),
        },
      });

      const [entry] = (await auditRows(app())).filter((row) => row.action === 'owner.setup');
      expect(entry).toMatchObject({ actor_id: owner.id, entity_type: 'user', entity_id: String(owner.id) });
      expect(JSON.parse(entry?.after ?? 'null')).toEqual({
        email: payload.email,
        role: 'owner',
        new_order_alerts: true,
      });
    });

    it('is spent: a second use answers 410', async () => {
      const again = await callAdmin(app(), 'POST', 'setup/', { body: setupPayload(tokenOf(startLink)) });

      expect(again).toEqual({
        status: 410,
        body: { detail: 'This setup link was already used.', code: 'setup_token_used' },
      });
    });

    it('is not offered again once the shop has an owner', async () => {
      const before = await app().db.selectFrom('setup_tokens').selectAll().execute();

      expect(await offerOwnerSetup(app(), { publicUrl: PUBLIC_URL })).toBeUndefined();
      expect(await app().db.selectFrom('setup_tokens').selectAll().execute()).toEqual(before);
      await expect(stat(setupFile())).rejects.toThrow(/ENOENT/);
    });

    it('answers 409 to a live token once the shop has an owner (granted from the command line since)', async () => {
      await app()
        .db.insertInto('setup_tokens')
        .values({
          token_hash: createHash('sha256').update('printed-before-the-grant').digest('hex'),
          expires_at: new Date(Date.now() + 60_000).toISOString(),
        })
        .execute();

      const answer = await callAdmin(app(), 'POST', 'setup/', {
        body: setupPayload('printed-before-the-grant'),
      });

      expect(answer).toEqual({
        status: 409,
        body: { detail: 'The shop already has an owner: sign in instead.', code: 'owner_exists' },
      });
    });
  });

  it('refuses a wrong token with 400 invalid_setup_token', async () => {
    await freshLink(app());
    const answer = await callAdmin(app(), 'POST', 'setup/', { body: setupPayload('not-the-token') });

    expect(answer).toEqual({ status: 400, body: invalidSetupToken });
  });

  it('refuses an expired token (a link printed 25 hours ago)', async () => {
    const link = await freshLink(app(), new Date(Date.now() - 25 * 60 * 60_000));
    const answer = await callAdmin(app(), 'POST', 'setup/', { body: setupPayload(tokenOf(link)) });

    expect(answer).toEqual({ status: 400, body: invalidSetupToken });
  });

  it('refuses a token whose expiry has just passed', async () => {
    const link = await freshLink(app());
    await app()
      .db.updateTable('setup_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('used_at', 'is', null)
      .execute();

    const answer = await callAdmin(app(), 'POST', 'setup/', { body: setupPayload(tokenOf(link)) });

    expect(answer).toEqual({ status: 400, body: invalidSetupToken });
  });

  it('replaces the link at each start: only the latest one works', async () => {
    const first = await freshLink(app());
    const second = await freshLink(app());

    expect(first).not.toBe(second);
    expect((await callAdmin(app(), 'POST', 'setup/', { body: setupPayload(tokenOf(first)) })).body).toEqual(
      invalidSetupToken,
    );
    expect((await callAdmin(app(), 'POST', 'setup/', { body: setupPayload(tokenOf(second)) })).status).toBe(
      201,
    );
  });

  it('refuses an e-mail that already has an account, and leaves the token unspent', async () => {
    const token = tokenOf(await freshLink(app()));
    const { email } = await signUpVerified(app());

    const refused = await callAdmin(app(), 'POST', 'setup/', { body: setupPayload(token, email) });

    expect(refused).toEqual({
      status: 400,
      body: {
        detail:
          'This e-mail already has an account: sign in and ask for the role with `npm run staff -- grant`.',
        code: 'account_exists',
      },
    });
    const account = await app()
      .db.selectFrom('users')
      .select('role')
      .where('email', '=', email)
      .executeTakeFirst();
    expect(account?.role).toBeNull();
    expect((await callAdmin(app(), 'POST', 'setup/', { body: setupPayload(token) })).status).toBe(201);
  });

  it("checks the fields with the sign-up's rules, without spending the token", async () => {
    const token = tokenOf(await freshLink(app()));
    const answer = await callAdmin(app(), 'POST', 'setup/', {
      body: { ...setupPayload(token, 'not-an-email'), password: 'weak', last_name: ' ' },
    });

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'invalid',
      errors: {
        email: ['enter valid email'],
        password: expect.arrayContaining(['password must contain at least 8 characters']),
        last_name: ['required'],
      },
    });
    expect((await callAdmin(app(), 'POST', 'setup/', { body: setupPayload(token) })).status).toBe(201);
  });

  it("keeps the unverified owner's password when someone signs up with their e-mail", async () => {
    const token = tokenOf(await freshLink(app()));
    const payload = setupPayload(token);
    await callAdmin(app(), 'POST', 'setup/', { body: payload });

    const signup = await call(app(), 'POST', 'signup/', {
      body: signupPayload(payload.email, 'Stranger#Pass9'),
    });
    expect(signup.status).toBe(201);
    await call(app(), 'POST', 'verify-email/', {
      body: { email: payload.email, otp_code: await latestCode(app(), payload.email) },
    });

    const stranger = await call(app(), 'POST', 'login/', {
      body: { email: payload.email, password: 'Stranger#Pass9' },
    });
    const owner = await call(app(), 'POST', 'login/', { body: { email: payload.email, password: PASSWORD } });
    expect(stranger.status).toBe(401);
    expect(owner.status).toBe(200);
  });
});

describeEachDialect('admin: the setup link is rate-limited like sign-up', (dialect) => {
  const app = useTestApp(dialect, {
    rateLimits: { ...UNLIMITED, ownerSetup: { perIp: { max: 2, timeWindowMs: 60_000 } } },
  });

  it('answers the third try in a minute from one address 429', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const answer = await app().inject({
        method: 'POST',
        url: '/api/v1/admin/setup/',
        payload: setupPayload(`guess-${attempt}`),
        remoteAddress: '10.9.8.7',
      });
      statuses.push(answer.statusCode);
    }

    expect(statuses).toEqual([400, 400, 429]);
  });
});
