import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Session } from '@farmkit/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  call,
  PASSWORD,
  signUpVerified,
  signupPayload,
  UNLIMITED,
  uniqueEmail,
} from '../../test/accounts.js';
import { describeEachDialect, useTestApp } from '../../test/dialects.js';

const CLIENT_ID = 'farmkit-test.apps.googleusercontent.com';

/** Tokens the stand-in knows, each answered with its tokeninfo body (Google's shapes: numbers as text). */
const tokeninfo = new Map<string, Record<string, string>>();

function grant(token: string, email: string, overrides: Record<string, string> = {}) {
  tokeninfo.set(token, {
    azp: CLIENT_ID,
    aud: CLIENT_ID,
    sub: '1234567890',
    scope: 'openid https://www.googleapis.com/auth/userinfo.email',
    exp: String(Math.floor(Date.now() / 1000) + 3600),
    expires_in: '3599',
    email,
    email_verified: 'true',
    access_type: 'online',
    ...overrides,
  });
}

let google: Server;
let tokeninfoUrl = '';
beforeAll(async () => {
  google = createServer((request, response) => {
    const token = new URL(request.url ?? '/', 'http://localhost').searchParams.get('access_token') ?? '';
    const info = tokeninfo.get(token);
    response.writeHead(info ? 200 : 400, { 'content-type': 'application/json' });
    response.end(JSON.stringify(info ?? { error: 'invalid_token', error_description: 'Invalid Value' }));
  });
  await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve));
  tokeninfoUrl = `http://127.0.0.1:${(google.address() as AddressInfo).port}/tokeninfo`;
});
afterAll(() => new Promise((resolve) => google.close(resolve)));

describeEachDialect('accounts: Google sign-in', (dialect) => {
  const app = useTestApp(dialect, {
    rateLimits: UNLIMITED,
    accounts: {
      // Read when the app is built, by which time the stand-in has its port.
      get google() {
        return { clientId: CLIENT_ID, tokeninfoUrl };
      },
    },
  });

  const signIn = (token: string, email = 'ignored@example.ng') =>
    call<Session>(app(), 'POST', 'google/', { body: { access_token: token, refresh_token: '', email } });

  it('offers Google with its client id', async () => {
    expect(await call(app(), 'GET', 'providers/')).toMatchObject({
      status: 200,
      body: { google: { client_id: CLIENT_ID } },
    });
  });

  it('creates a verified account from the e-mail Google vouches for, never the one in the body', async () => {
    const email = uniqueEmail('google');
    grant('token-new', email.toUpperCase());
    const first = await signIn('token-new', 'victim@example.ng');

    expect(first.status).toBe(200);
    expect(first.body.user).toMatchObject({ email, name: email.split('@')[0], gender: null, country: null });
    expect((await call(app(), 'GET', 'edit/', { token: first.body.tokens.access })).status).toBe(200);

    const again = await signIn('token-new');
    expect(again.body.user.id).toBe(first.body.user.id);
    // No password was ever set: e-mail-and-password login stays closed.
    expect((await call(app(), 'POST', 'login/', { body: { email, password: PASSWORD } })).status).toBe(401);
  });

  it('signs in an existing account, and takes an unverified sign-up password away', async () => {
    const email = uniqueEmail('google');
    await call(app(), 'POST', 'signup/', { body: signupPayload(email) });
    grant('token-existing', email);

    const session = await signIn('token-existing');
    expect(session.status).toBe(200);
    expect(session.body.user.name).toBe('Ada Obi');
    expect((await call(app(), 'POST', 'login/', { body: { email, password: PASSWORD } })).status).toBe(401);
  });

  it.each([
    ['an unknown token', 'token-unknown', undefined],
    [
      'a token for another client',
      'token-other-aud',
      { aud: 'other.apps.googleusercontent.com', azp: 'other' },
    ],
    ['an unverified e-mail', 'token-unverified', { email_verified: 'false' }],
    ['an expired token', 'token-expired', { exp: String(Math.floor(Date.now() / 1000) - 10) }],
  ])('refuses %s with 401', async (_label, token, overrides) => {
    if (overrides) grant(token, uniqueEmail('google'), overrides);
    expect(await signIn(token)).toMatchObject({
      status: 401,
      body: { detail: 'Google sign-in failed.', code: 'invalid_credentials' },
    });
  });

  it('refuses a body without an access token with 400', async () => {
    const answer = await call(app(), 'POST', 'google/', { body: { email: 'a@b.ng' } });
    expect(answer).toMatchObject({
      status: 400,
      body: { code: 'invalid', errors: { access_token: [expect.any(String)] } },
    });
  });

  it('never lands in an account through an address it has only asked for, unproven', async () => {
    const requester = await signUpVerified(app());
    const address = uniqueEmail('claimed');
    await call(app(), 'POST', 'edit/email/', {
      token: requester.tokens.access,
      body: { email: address, password: PASSWORD },
    });
    grant('pending-address-token', address);

    const { status, body } = await signIn('pending-address-token');

    expect(status).toBe(200);
    expect(body.user.email).toBe(address);
    expect(body.user.id).not.toBe(requester.user.id);
  });

  describeEachDialect('accounts: Google sign-in switched off', (dialect) => {
    const app = useTestApp(dialect);

    it('offers no Google, and its path is 404', async () => {
      expect((await call(app(), 'GET', 'providers/')).body).toEqual({ google: null });
      expect(await call(app(), 'POST', 'google/', { body: { access_token: 'x' } })).toMatchObject({
        status: 404,
        body: { code: 'not_found' },
      });
    });
  });
});
