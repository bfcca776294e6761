import { randomInt } from 'node:crypto';
import type { ApiError, Session } from '@farmkit/contract';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { call, PASSWORD, signUpVerified, UNLIMITED, uniqueEmail } from '../../test/accounts.js';
import { describeEachDialect, type TestDialect, useTestApp } from '../../test/dialects.js';
import { latestCode } from '../../test/outbox.js';

const testRedisUrl = process.env.TEST_REDIS_URL;
const window = { timeWindowMs: 60_000 };
const options = {
  rateLimits: UNLIMITED,
  // Codes may be sent again at once (Redis takes no window of 0 ms).
  resendCooldownMs: 1,
  loginFailureLimits: { perAccountAndAddress: { max: 2, ...window }, perAccount: { max: 3, ...window } },
};

function someAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;
}

/** Wrong passwords from anywhere can neither lock the owner out nor open the account. */
function loginFailureSuite(app: () => App) {
  const login = (email: string, remoteAddress: string, password = PASSWORD, otp?: string) =>
    call<Session & ApiError>(app(), 'POST', 'login/', {
      body: { email, password, ...(otp ? { otp } : {}) },
      remoteAddress,
    });

  it("counts failures per account and address: a guesser's address is stopped, the owner's is not", async () => {
    const { email } = await signUpVerified(app());
    const guesser = someAddress();
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await login(email, guesser, 'Wrong#Pass1')).status).toBe(401);
    }

    const stopped = await login(email, guesser, 'Wrong#Pass1');
    expect(stopped.status).toBe(429);
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(email, someAddress())).status).toBe(200);
  });

  it('past the account ceiling, the right password asks for an e-mailed code, and signs in with it', async () => {
    const { email } = await signUpVerified(app());
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await login(email, someAddress(), 'Wrong#Pass1')).status).toBe(401);
    }
    const owner = someAddress();

    const asked = await login(email, owner);
    expect(asked).toMatchObject({
      status: 403,
      body: {
        code: 'login_code_required',
        detail: 'We e-mailed you a sign-in code: enter it with your password.',
      },
    });
    const code = await latestCode(app(), email, 'sign-in');
    expect((await login(email, owner, PASSWORD, code === '000000' ? '111111' : '000000')).status).toBe(400);
    expect((await login(email, owner, 'Wrong#Pass1', code)).status).toBe(401);
    const signedIn = await login(email, owner, PASSWORD, code);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.email).toBe(email);
  });

  it('answers an unknown e-mail past the ceiling as it answers a known one with a wrong password', async () => {
    const email = uniqueEmail('nobody');
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await login(email, someAddress())).body).toEqual({
        detail: 'Invalid email or password.',
        code: 'invalid_credentials',
      });
    }
  });
}

describeEachDialect('accounts: failed logins, counted in memory', (dialect: TestDialect) => {
  loginFailureSuite(useTestApp(dialect, options));
});

describe.skipIf(!testRedisUrl)('accounts: failed logins in Redis (TEST_REDIS_URL)', () => {
  describeEachDialect('counted in Redis', (dialect: TestDialect) => {
    loginFailureSuite(useTestApp(dialect, { ...options, accounts: { redisUrl: testRedisUrl } }));
  });
});
