import { type ApiError, ERROR_DETAILS, type Session } from '@farmkit/contract';
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

const NEW_PASSWORD = 'Fresh#Yam22';
const tokenNotValid: ApiError = { detail: ERROR_DETAILS.tokenNotValid, code: 'token_not_valid' };
const invalidCode: ApiError = { detail: 'Invalid or expired code.', code: 'invalid_code' };

describeEachDialect('accounts: password reset and change', (dialect) => {
  const app = useTestApp(dialect, { rateLimits: UNLIMITED });

  const login = (email: string, password: string) =>
    call<Session>(app(), 'POST', 'login/', { body: { email, password } });

  describe('reset by e-mailed code', () => {
    it('answers a known and an unknown e-mail alike, mailing only the known one', async () => {
      const { email } = await signUpVerified(app());
      const unknown = uniqueEmail();
      const known = await call(app(), 'POST', 'request-reset-password/', { body: { email } });
      const stranger = await call(app(), 'POST', 'request-reset-password/', { body: { email: unknown } });

      expect(known.status).toBe(200);
      expect(stranger).toEqual({ ...known, headers: stranger.headers });
      expect((await messagesTo(app(), email)).at(-1)?.subject).toMatch(/password reset code$/);
      expect(await messagesTo(app(), unknown)).toHaveLength(0);

      const tooSoon = [
        await call(app(), 'POST', 'request-reset-password/', { body: { email } }),
        await call(app(), 'POST', 'request-reset-password/', { body: { email: unknown } }),
      ];
      for (const answer of tooSoon) expect(answer.status).toBe(429);
    });

    it('answers before it looks the e-mail up, so a known e-mail takes no longer to answer than a stranger', async () => {
      const { email } = await signUpVerified(app());
      const database = holdDatabase(app());
      const answer = await within(
        10_000,
        call(app(), 'POST', 'request-reset-password/', { body: { email } }),
      );
      database.release();

      expect(answer?.status).toBe(200);
      expect(await latestCode(app(), email, 'password reset')).toMatch(/^\d{6}$/);
    });

    it('verifies, then confirms: the password changes and every session of the account ends', async () => {
      const { email, tokens } = await signUpVerified(app());
      const second = await login(email, PASSWORD);
      await call(app(), 'POST', 'request-reset-password/', { body: { email } });
      const otp = await latestCode(app(), email, 'password reset');

      const verify = await call(app(), 'POST', 'reset-password-verify/', { body: { email, otp } });
      expect(verify).toMatchObject({ status: 200, body: { detail: expect.any(String) } });
      const confirm = await call(app(), 'POST', 'reset-password-confirm/', {
        body: { email, otp, password: NEW_PASSWORD },
      });
      expect(confirm).toMatchObject({ status: 200, body: { detail: 'Your Password has been Updated.' } });

      for (const access of [tokens.access, second.body.tokens.access]) {
        expect(await call(app(), 'GET', 'edit/', { token: access })).toMatchObject({
          status: 401,
          body: tokenNotValid,
        });
      }
      const refresh = await call(app(), 'POST', 'refresh/', { body: { refresh: tokens.refresh } });
      expect(refresh).toMatchObject({ status: 401, body: tokenNotValid });
      expect((await login(email, PASSWORD)).status).toBe(401);
      expect((await login(email, NEW_PASSWORD)).status).toBe(200);

      const reused = await call(app(), 'POST', 'reset-password-confirm/', {
        body: { email, otp, password: 'Again#Pass3' },
      });
      expect(reused).toMatchObject({ status: 400, body: invalidCode });
    });

    it('verifies an unverified account: the code proves the e-mail', async () => {
      const email = uniqueEmail();
      await call(app(), 'POST', 'signup/', { body: signupPayload(email) });
      await call(app(), 'POST', 'request-reset-password/', { body: { email } });
      const otp = await latestCode(app(), email, 'password reset');
      await call(app(), 'POST', 'reset-password-confirm/', { body: { email, otp, password: NEW_PASSWORD } });

      expect((await login(email, NEW_PASSWORD)).status).toBe(200);
    });

    it('refuses a wrong code, an unknown e-mail, and a weak password', async () => {
      const { email } = await signUpVerified(app());
      await call(app(), 'POST', 'request-reset-password/', { body: { email } });
      const otp = await latestCode(app(), email, 'password reset');
      const wrong = otp === '000000' ? '111111' : '000000';

      expect(
        await call(app(), 'POST', 'reset-password-verify/', { body: { email, otp: wrong } }),
      ).toMatchObject({
        status: 400,
        body: invalidCode,
      });
      expect(
        await call(app(), 'POST', 'reset-password-verify/', { body: { email: uniqueEmail(), otp } }),
      ).toMatchObject({ status: 400, body: invalidCode });
      const weak = await call<ApiError>(app(), 'POST', 'reset-password-confirm/', {
        body: { email, otp, password: 'password' },
      });
      expect(weak.status).toBe(400);
      expect(weak.body.errors?.password).toEqual([
        'characters with at least one of each: uppercase, lowercase, number and special',
      ]);
      expect((await login(email, PASSWORD)).status).toBe(200);
    });

    it('counts only wrong tries: after four, a right verify still leaves the code for confirm', async () => {
      const { email } = await signUpVerified(app());
      await call(app(), 'POST', 'request-reset-password/', { body: { email } });
      const otp = await latestCode(app(), email, 'password reset');
      const wrong = otp === '000000' ? '111111' : '000000';
      for (let attempt = 0; attempt < 4; attempt++) {
        await call(app(), 'POST', 'reset-password-verify/', { body: { email, otp: wrong } });
      }
      expect((await call(app(), 'POST', 'reset-password-verify/', { body: { email, otp } })).status).toBe(
        200,
      );
      const confirm = await call(app(), 'POST', 'reset-password-confirm/', {
        body: { email, otp, password: NEW_PASSWORD },
      });
      expect(confirm.status).toBe(200);
    });
  });

  describe('PUT accounts/change-password/', () => {
    it('changes the password, keeps this session and ends the others', async () => {
      const { email, tokens } = await signUpVerified(app());
      const other = await login(email, PASSWORD);
      const change = await call(app(), 'PUT', 'change-password/', {
        token: tokens.access,
        body: { oldPassword: PASSWORD, newPassword: NEW_PASSWORD, newPasswordConfirm: NEW_PASSWORD },
      });

      expect(change).toMatchObject({ status: 200, body: { detail: expect.any(String) } });
      expect((await call(app(), 'GET', 'edit/', { token: tokens.access })).status).toBe(200);
      expect(await call(app(), 'GET', 'edit/', { token: other.body.tokens.access })).toMatchObject({
        status: 401,
        body: tokenNotValid,
      });
      expect((await login(email, NEW_PASSWORD)).status).toBe(200);
    });

    it('refuses a wrong old password under errors.oldPassword, and mismatched confirmation', async () => {
      const { tokens } = await signUpVerified(app());
      const wrongOld = await call<ApiError>(app(), 'PUT', 'change-password/', {
        token: tokens.access,
        body: { oldPassword: 'Wrong#Pass1', newPassword: NEW_PASSWORD, newPasswordConfirm: NEW_PASSWORD },
      });
      expect(wrongOld).toMatchObject({
        status: 400,
        body: { detail: 'Invalid input.', code: 'invalid', errors: { oldPassword: [expect.any(String)] } },
      });

      const mismatch = await call<ApiError>(app(), 'PUT', 'change-password/', {
        token: tokens.access,
        body: { oldPassword: PASSWORD, newPassword: NEW_PASSWORD, newPasswordConfirm: 'Other#Pass1' },
      });
      expect(mismatch.body.errors).toEqual({ newPasswordConfirm: ['Passwords must match'] });
    });

    it('needs a signed-in customer', async () => {
      const answer = await call(app(), 'PUT', 'change-password/', {
        body: { oldPassword: PASSWORD, newPassword: NEW_PASSWORD, newPasswordConfirm: NEW_PASSWORD },
      });
      expect(answer).toMatchObject({ status: 401, body: { code: 'not_authenticated' } });
    });
  });
});
