import { createHash } from 'node:crypto';
import { type ApiError, ERROR_DETAILS, type Session, type Tokens } from '@farmkit/contract';
import { describe, expect, it } from 'vitest';
import {
  call,
  PASSWORD,
  signUpVerified,
  signupPayload,
  UNLIMITED,
  uniqueEmail,
} from '../../test/accounts.js';
import { describeEachDialect, useTestApp } from '../../test/dialects.js';
import { messagesTo } from '../../test/outbox.js';

const tokenNotValid: ApiError = { detail: ERROR_DETAILS.tokenNotValid, code: 'token_not_valid' };
const notAuthenticated: ApiError = { detail: ERROR_DETAILS.notAuthenticated, code: 'not_authenticated' };

describeEachDialect('accounts: sessions', (dialect) => {
  const app = useTestApp(dialect, { rateLimits: UNLIMITED });

  const refresh = (token: string) => call<Tokens>(app(), 'POST', 'refresh/', { body: { refresh: token } });
  const profileWith = (access: string) => call(app(), 'GET', 'edit/', { token: access });

  describe('POST accounts/login/', () => {
    it('signs in with the right password, whatever the e-mail case', async () => {
      const { email, user } = await signUpVerified(app());
      const login = await call<Session>(app(), 'POST', 'login/', {
        body: { email: ` ${email.toUpperCase()} `, password: PASSWORD },
      });

      expect(login.status).toBe(200);
      expect(login.body.user).toEqual(user);
      expect(login.cookies.find((cookie) => cookie.name === 'farmkit_refresh')?.value).toBe(
        login.body.tokens.refresh,
      );
      expect((await profileWith(login.body.tokens.access)).status).toBe(200);
    });

    it('answers a wrong password and an unknown e-mail with the same 401', async () => {
      const { email } = await signUpVerified(app());
      const expected = {
        status: 401,
        body: { detail: 'Invalid email or password.', code: 'invalid_credentials' },
      };

      expect(await call(app(), 'POST', 'login/', { body: { email, password: 'Wrong#Pass1' } })).toMatchObject(
        expected,
      );
      expect(
        await call(app(), 'POST', 'login/', { body: { email: uniqueEmail(), password: PASSWORD } }),
      ).toMatchObject(expected);
    });

    it('refuses an unverified account with "Activate your account" and sends it a code (once per 60 s)', async () => {
      const email = uniqueEmail();
      await call(app(), 'POST', 'signup/', { body: signupPayload(email) });
      const login = await call(app(), 'POST', 'login/', { body: { email, password: PASSWORD } });

      expect(login).toMatchObject({
        status: 403,
        body: { detail: 'Activate your account', code: 'account_inactive' },
      });
      // The sign-up code went out a moment ago: the 60 s rule holds, silently.
      expect(await messagesTo(app(), email)).toHaveLength(1);
    });

    it('refuses invalid input with 400', async () => {
      const { status, body } = await call<ApiError>(app(), 'POST', 'login/', { body: { email: 'x' } });
      expect(status).toBe(400);
      expect(body.errors).toEqual({ email: ['enter valid email'], password: ['required'] });
    });
  });

  describe('authentication of requests', () => {
    it('answers no header with not_authenticated, and a bad or malformed token with token_not_valid', async () => {
      expect(await call(app(), 'GET', 'edit/')).toMatchObject({ status: 401, body: notAuthenticated });
      for (const authorization of ['Bearer nonsense', 'Token abc', 'Bearer', 'Bearer a b']) {
        const answer = await call(app(), 'GET', 'edit/', { headers: { authorization } });
        expect(answer).toMatchObject({ status: 401, body: tokenNotValid });
      }
    });

    it('refuses a token signed with another secret', async () => {
      const { tokens } = await signUpVerified(app());
      const [header, payload] = tokens.access.split('.');
      const forged = `${header}.${payload}.${Buffer.from('forged').toString('base64url')}`;
      expect(await profileWith(forged)).toMatchObject({ status: 401, body: tokenNotValid });
    });
  });

  describe('POST accounts/refresh/', () => {
    /** As if the token had been spent `seconds` ago. */
    const spentAgo = (token: string, seconds: number) =>
      app()
        .db.updateTable('sessions')
        .set({ replaced_at: new Date(Date.now() - seconds * 1000).toISOString() })
        .where('token_hash', '=', createHash('sha256').update(token).digest('hex'))
        .execute();

    it('rotates: the new pair works, the spent token is refused once the reuse interval is over', async () => {
      const { tokens } = await signUpVerified(app());
      const rotated = await refresh(tokens.refresh);

      expect(rotated.status).toBe(200);
      expect(Object.keys(rotated.body).sort()).toEqual(['access', 'refresh']);
      expect(rotated.body.refresh).not.toBe(tokens.refresh);
      expect(rotated.cookies.find((cookie) => cookie.name === 'farmkit_refresh')?.value).toBe(
        rotated.body.refresh,
      );
      expect((await profileWith(rotated.body.access)).status).toBe(200);
      await spentAgo(tokens.refresh, 31);
      expect(await refresh(tokens.refresh)).toMatchObject({ status: 401, body: tokenNotValid });
    });

    it('gives two tabs refreshing with one token at once the same successor: both stay signed in', async () => {
      const { tokens } = await signUpVerified(app());
      const [first, second] = await Promise.all([refresh(tokens.refresh), refresh(tokens.refresh)]);

      expect([first.status, second.status]).toEqual([200, 200]);
      expect(second.body.refresh).toBe(first.body.refresh);
      expect((await profileWith(first.body.access)).status).toBe(200);
      expect((await profileWith(second.body.access)).status).toBe(200);
      const next = await refresh(first.body.refresh);
      expect(next.status).toBe(200);
      expect((await profileWith(next.body.access)).status).toBe(200);
    });

    it('treats reuse of a spent token as theft after the interval: the whole family ends, newer tokens included', async () => {
      const { tokens } = await signUpVerified(app());
      const rotated = await refresh(tokens.refresh);
      await spentAgo(tokens.refresh, 31);
      await refresh(tokens.refresh);

      expect(await refresh(rotated.body.refresh)).toMatchObject({ status: 401, body: tokenNotValid });
      expect(await profileWith(rotated.body.access)).toMatchObject({ status: 401, body: tokenNotValid });
      expect(await profileWith(tokens.access)).toMatchObject({ status: 401, body: tokenNotValid });
    });

    it('treats reuse as theft within the interval too once the successor was itself spent', async () => {
      const { tokens } = await signUpVerified(app());
      const rotated = await refresh(tokens.refresh);
      const newest = await refresh(rotated.body.refresh);

      expect(await refresh(tokens.refresh)).toMatchObject({ status: 401, body: tokenNotValid });
      expect(await profileWith(newest.body.access)).toMatchObject({ status: 401, body: tokenNotValid });
    });

    it('reads the token from the cookie when the body has none', async () => {
      const { tokens } = await signUpVerified(app());
      const response = await app().inject({
        method: 'POST',
        url: '/api/v1/accounts/refresh',
        cookies: { farmkit_refresh: tokens.refresh },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<Tokens>().refresh).toEqual(expect.any(String));
    });

    it('refuses no token (not_authenticated), an unknown one and an expired one (token_not_valid)', async () => {
      expect(await call(app(), 'POST', 'refresh/', { body: {} })).toMatchObject({
        status: 401,
        body: notAuthenticated,
      });
      expect(await refresh('made-up')).toMatchObject({ status: 401, body: tokenNotValid });

      const { tokens } = await signUpVerified(app());
      await app()
        .db.updateTable('sessions')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('replaced_at', 'is', null)
        .execute();
      expect(await refresh(tokens.refresh)).toMatchObject({ status: 401, body: tokenNotValid });
    });

    it('stores refresh tokens hashed', async () => {
      const { tokens } = await signUpVerified(app());
      const rows = await app().db.selectFrom('sessions').select('token_hash').execute();
      expect(rows.some((row) => row.token_hash === tokens.refresh)).toBe(false);
    });
  });

  describe('the session hint cookie', () => {
    it('is set, readable by page script and holding no secret, with the refresh cookie, and cleared with it', async () => {
      const { email } = await signUpVerified(app());
      const login = await call<Session>(app(), 'POST', 'login/', { body: { email, password: PASSWORD } });
      const hint = login.cookies.find((cookie) => cookie.name === 'farmkit_session');

      expect(hint).toMatchObject({ value: '1', path: '/', sameSite: 'Strict' });
      expect(hint?.httpOnly).toBeUndefined();
      const logout = await call(app(), 'POST', 'logout/', { token: login.body.tokens.access });
      expect(logout.cookies.find((cookie) => cookie.name === 'farmkit_session')?.value).toBe('');
    });
  });

  describe('POST accounts/logout/', () => {
    it('with the bearer token: 204, the access token and the refresh token stop working, cookie cleared', async () => {
      const { tokens } = await signUpVerified(app());
      const logout = await call(app(), 'POST', 'logout/', { token: tokens.access });

      expect(logout.status).toBe(204);
      expect(logout.body).toBeUndefined();
      const cleared = logout.cookies.find((cookie) => cookie.name === 'farmkit_refresh');
      expect(cleared?.value).toBe('');
      expect(cleared?.path).toBe('/api/v1/accounts/');
      expect(await profileWith(tokens.access)).toMatchObject({ status: 401, body: tokenNotValid });
      expect(await refresh(tokens.refresh)).toMatchObject({ status: 401, body: tokenNotValid });
    });

    it('with the refresh cookie only: the family ends; other sign-ins of the account live on', async () => {
      const { email, tokens } = await signUpVerified(app());
      const other = await call<Session>(app(), 'POST', 'login/', { body: { email, password: PASSWORD } });
      const response = await app().inject({
        method: 'POST',
        url: '/api/v1/accounts/logout/',
        cookies: { farmkit_refresh: tokens.refresh },
      });

      expect(response.statusCode).toBe(204);
      expect(await profileWith(tokens.access)).toMatchObject({ status: 401 });
      expect((await profileWith(other.body.tokens.access)).status).toBe(200);
    });

    it('answers 204 even with nothing to end', async () => {
      expect((await call(app(), 'POST', 'logout/')).status).toBe(204);
    });
  });
});

describeEachDialect('accounts: the refresh cookie behind a proxy', (dialect) => {
  const app = useTestApp(dialect, { rateLimits: UNLIMITED, trustProxy: true });

  it('is Secure when the proxy says the request came over https, and not otherwise', async () => {
    const { email } = await signUpVerified(app());
    const loginOver = async (protocol: string) => {
      const answer = await call(app(), 'POST', 'login/', {
        body: { email, password: PASSWORD },
        headers: { 'x-forwarded-proto': protocol },
      });
      return answer.cookies.find((cookie) => cookie.name === 'farmkit_refresh');
    };
    expect((await loginOver('https'))?.secure).toBe(true);
    expect((await loginOver('http'))?.secure).toBeFalsy();
  });
});

describeEachDialect('accounts: COOKIE_SECURE', (dialect) => {
  const app = useTestApp(dialect, { rateLimits: UNLIMITED, accounts: { cookieSecure: true } });

  it('forces the Secure flag on a plain-http request', async () => {
    const { email } = await signUpVerified(app());
    const answer = await call(app(), 'POST', 'login/', { body: { email, password: PASSWORD } });
    expect(answer.cookies.find((cookie) => cookie.name === 'farmkit_refresh')?.secure).toBe(true);
  });
});
