import { type ApiError, ERROR_CODES, type Session, type User } from '@farmkit/contract';
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
import { holdDatabase, within } from '../../test/held-database.js';
import { latestCode, messagesTo } from '../../test/outbox.js';

const invalidCode: ApiError = { detail: 'Invalid or expired code.', code: ERROR_CODES.invalidCode };

describeEachDialect('accounts: sign-up and verification', (dialect) => {
  const app = useTestApp(dialect, { rateLimits: UNLIMITED });

  describe('POST accounts/signup/', () => {
    it('creates the account, e-mails a code, and verify-email signs the customer in', async () => {
      const email = uniqueEmail();
      const signup = await call(app(), 'POST', 'signup/', { body: signupPayload(email.toUpperCase()) });
      expect(signup.status).toBe(201);
      expect(signup.body).toEqual({ detail: expect.any(String) });

      const [message] = await messagesTo(app(), email);
      expect(message?.subject).toMatch(/^\d{6} is your Kuje Green Farms verification code$/);
      expect(message?.html).toContain('Kuje Green Farms');

      const verified = await call<Session>(app(), 'POST', 'verify-email/', {
        body: { email, otp_code: await latestCode(app(), email) },
      });
      expect(verified.status).toBe(200);
      expect(verified.body.user).toEqual({
        id: expect.any(Number),
        email,
        name: 'Ada Obi',
        gender: 'F',
        country: 'NG',
        phone_number: '+2348021234567',
        profilePicture: null,
        address: '',
        city: '',
        zipcode: '',
      });
      const cookie = verified.cookies.find((each) => each.name === 'farmkit_refresh');
      expect(cookie).toMatchObject({
        value: verified.body.tokens.refresh,
        httpOnly: true,
        sameSite: 'Strict',
        path: '/api/v1/accounts/',
        maxAge: 30 * 24 * 60 * 60,
      });
      expect(cookie?.secure).toBeFalsy();

      const profile = await call<User>(app(), 'GET', 'edit/', { token: verified.body.tokens.access });
      expect(profile.status).toBe(200);
      expect(profile.body).toEqual(verified.body.user);
    });

    it('answers a registered e-mail exactly like a new one, and tells a verified owner by e-mail', async () => {
      const { email } = await signUpVerified(app());
      const fresh = await call(app(), 'POST', 'signup/', { body: signupPayload(uniqueEmail()) });
      const again = await call(app(), 'POST', 'signup/', { body: signupPayload(email) });

      expect(again.status).toBe(fresh.status);
      expect(again.body).toEqual(fresh.body);
      const messages = await messagesTo(app(), email);
      expect(messages.at(-1)?.subject).toBe('Someone tried to sign up to Kuje Green Farms with your e-mail');
    });

    it('gives a still-unverified account its sign-up details again, but no second code within 60 s', async () => {
      const email = uniqueEmail();
      await call(app(), 'POST', 'signup/', { body: signupPayload(email) });
      const again = await call(app(), 'POST', 'signup/', { body: signupPayload(email, 'Other#Pass2') });

      expect(again.status).toBe(201);
      expect(await messagesTo(app(), email)).toHaveLength(1);
      await call(app(), 'POST', 'verify-email/', {
        body: { email, otp_code: await latestCode(app(), email) },
      });
      const login = await call(app(), 'POST', 'login/', { body: { email, password: 'Other#Pass2' } });
      expect(login.status).toBe(200);
    });

    it('refuses invalid input with the messages per field', async () => {
      const { status, body } = await call(app(), 'POST', 'signup/', {
        body: { ...signupPayload('not-an-email'), password: 'weak', gender: 'X' },
      });
      expect(status).toBe(400);
      expect(body).toEqual({
        detail: 'Invalid input.',
        code: 'invalid',
        errors: {
          email: ['enter valid email'],
          gender: ['choose Male or Female'],
          password: [
            'password must contain at least 8 characters',
            'characters with at least one of each: uppercase, lowercase, number and special',
          ],
        },
      });
    });

    it.each([
      ['no body', undefined],
      ['a JSON string', JSON.stringify('hello')],
    ])('refuses %s with 400, never 500', async (_label, body) => {
      const response = await app().inject({
        method: 'POST',
        url: '/api/v1/accounts/signup',
        headers: { 'content-type': 'application/json' },
        ...(body === undefined ? {} : { payload: body }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid' });
    });
  });

  describe('POST accounts/verify-email/', () => {
    it('refuses a wrong code, an unknown e-mail and a used code alike', async () => {
      const email = uniqueEmail();
      await call(app(), 'POST', 'signup/', { body: signupPayload(email) });
      const code = await latestCode(app(), email);
      const wrong = code === '000000' ? '111111' : '000000';

      const answers = [
        await call(app(), 'POST', 'verify-email/', { body: { email, otp_code: wrong } }),
        await call(app(), 'POST', 'verify-email/', { body: { email: uniqueEmail(), otp_code: code } }),
      ];
      expect(await call(app(), 'POST', 'verify-email/', { body: { email, otp_code: code } })).toMatchObject({
        status: 200,
      });
      answers.push(await call(app(), 'POST', 'verify-email/', { body: { email, otp_code: code } }));

      for (const answer of answers) expect(answer).toMatchObject({ status: 400, body: invalidCode });
    });

    it('kills the code after 5 wrong tries: the right code is refused afterwards', async () => {
      const email = uniqueEmail();
      await call(app(), 'POST', 'signup/', { body: signupPayload(email) });
      const code = await latestCode(app(), email);
      const wrong = code === '000000' ? '111111' : '000000';

      for (let attempt = 0; attempt < 4; attempt++) {
        await call(app(), 'POST', 'verify-email/', { body: { email, otp_code: wrong } });
      }
      // Four wrong tries leave the code alive; a right guess gives its try back.
      const fifthWrong = await call(app(), 'POST', 'verify-email/', { body: { email, otp_code: wrong } });
      expect(fifthWrong.status).toBe(400);
      const right = await call(app(), 'POST', 'verify-email/', { body: { email, otp_code: code } });
      expect(right).toMatchObject({ status: 400, body: invalidCode });
    });

    it('accepts the right code after four wrong tries', async () => {
      const email = uniqueEmail();
      await call(app(), 'POST', 'signup/', { body: signupPayload(email) });
      const code = await latestCode(app(), email);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let attempt = 0; attempt < 4; attempt++) {
        await call(app(), 'POST', 'verify-email/', { body: { email, otp_code: wrong } });
      }
      expect((await call(app(), 'POST', 'verify-email/', { body: { email, otp_code: code } })).status).toBe(
        200,
      );
    });

    it('refuses an expired code', async () => {
      const email = uniqueEmail();
      await call(app(), 'POST', 'signup/', { body: signupPayload(email) });
      await app()
        .db.updateTable('one_time_codes')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .execute();

      const answer = await call(app(), 'POST', 'verify-email/', {
        body: { email, otp_code: await latestCode(app(), email) },
      });
      expect(answer).toMatchObject({ status: 400, body: invalidCode });
    });

    it('stores the code hashed, never as sent', async () => {
      const email = uniqueEmail();
      await call(app(), 'POST', 'signup/', { body: signupPayload(email) });
      const code = await latestCode(app(), email);
      const rows = await app().db.selectFrom('one_time_codes').select('code_hash').execute();
      for (const row of rows) expect(row.code_hash).not.toContain(code);
      expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.code_hash))).toBe(true);
    });
  });

  describe('POST accounts/resend-otp/', () => {
    it('answers "otp resent" for known and unknown e-mails alike, and 429 within 60 s for both', async () => {
      const known = uniqueEmail();
      await call(app(), 'POST', 'signup/', { body: signupPayload(known) });
      const unknown = uniqueEmail();

      const tooSoonKnown = await call<ApiError>(app(), 'POST', 'resend-otp/', { body: { email: known } });
      const firstUnknown = await call(app(), 'POST', 'resend-otp/', { body: { email: unknown } });
      const tooSoonUnknown = await call<ApiError>(app(), 'POST', 'resend-otp/', { body: { email: unknown } });

      expect(firstUnknown).toMatchObject({ status: 200, body: { detail: 'otp resent' } });
      for (const answer of [tooSoonKnown, tooSoonUnknown]) {
        expect(answer.status).toBe(429);
        expect(answer.body.code).toBe('throttled');
        expect(answer.body.detail).toMatch(/^Request was throttled\. Expected available in \d+ seconds\.$/);
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(55);
        expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(60);
      }
      expect(await messagesTo(app(), unknown)).toHaveLength(0);
    });
  });
});

describeEachDialect('accounts: resending after the cooldown', (dialect) => {
  const app = useTestApp(dialect, { rateLimits: UNLIMITED, resendCooldownMs: 300 });

  it('sends a fresh code once the cooldown has passed, and the old code stops working', async () => {
    const email = uniqueEmail();
    await call(app(), 'POST', 'signup/', { body: signupPayload(email) });
    const first = await latestCode(app(), email);
    await new Promise((resolve) => setTimeout(resolve, 350));

    // Answered before the e-mail is looked up (held database), so a known e-mail is not slower to answer.
    const database = holdDatabase(app());
    const resent = await within(10_000, call(app(), 'POST', 'resend-otp/', { body: { email } }));
    database.release();
    expect(resent).toMatchObject({ status: 200, body: { detail: 'otp resent' } });
    expect(await messagesTo(app(), email)).toHaveLength(2);
    const second = await latestCode(app(), email);

    if (first !== second) {
      const old = await call(app(), 'POST', 'verify-email/', { body: { email, otp_code: first } });
      expect(old.status).toBe(400);
    }
    expect((await call(app(), 'POST', 'verify-email/', { body: { email, otp_code: second } })).status).toBe(
      200,
    );
    expect((await call(app(), 'POST', 'login/', { body: { email, password: PASSWORD } })).status).toBe(200);
  });
});
