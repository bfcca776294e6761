import { randomInt } from 'node:crypto';
import type { ApiError } from '@farmkit/contract';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { RateLimitOverrides } from '../../plugins/app/rate-limit.js';
import { call, PASSWORD, signupPayload, uniqueEmail } from '../../test/accounts.js';
import { describeEachDialect, type TestDialect, useTestApp } from '../../test/dialects.js';

const testRedisUrl = process.env.TEST_REDIS_URL;

const window = { timeWindowMs: 60_000 };
const lowered: RateLimitOverrides = {
  login: { perIp: { max: 3, ...window } },
  signup: { perIp: { max: 2, ...window } },
};

/** Fresh per run: counters in Redis outlive a run by up to a minute. */
function someAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;
}

function expectThrottled(answer: { status: number; body: unknown; headers: Record<string, unknown> }) {
  expect(answer.status).toBe(429);
  const body = answer.body as ApiError;
  expect(body).toEqual({
    detail: expect.stringMatching(/^Request was throttled\. Expected available in \d+ seconds\.$/),
    code: 'throttled',
  });
  const retryAfter = Number(answer.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(body.detail).toContain(`in ${retryAfter} seconds`);
}

function rateLimitSuite(app: () => App) {
  const login = (email: string, remoteAddress: string) =>
    call(app(), 'POST', 'login/', { body: { email, password: PASSWORD }, remoteAddress });

  it('limits each address: the fourth login from one address is 429, another address goes on', async () => {
    const address = someAddress();
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await login(uniqueEmail(), address)).status).toBe(401);
    }
    expectThrottled(await login(uniqueEmail(), address));
    expect((await login(uniqueEmail(), someAddress())).status).toBe(401);
  });

  it('keeps each route to its own counters', async () => {
    const address = someAddress();
    for (let attempt = 0; attempt < 2; attempt++) {
      const signup = await call(app(), 'POST', 'signup/', {
        body: signupPayload(uniqueEmail()),
        remoteAddress: address,
      });
      expect(signup.status).toBe(201);
    }
    expectThrottled(
      await call(app(), 'POST', 'signup/', { body: signupPayload(uniqueEmail()), remoteAddress: address }),
    );
    expect((await login(uniqueEmail(), address)).status).toBe(401);
  });
}

describeEachDialect('accounts: rate limits in memory', (dialect: TestDialect) => {
  rateLimitSuite(useTestApp(dialect, { rateLimits: lowered }));
});

describe.skipIf(!testRedisUrl)('accounts: rate limits in Redis (TEST_REDIS_URL)', () => {
  describeEachDialect('shared by two instances', (dialect: TestDialect) => {
    const options = { rateLimits: lowered, accounts: { redisUrl: testRedisUrl } };
    const first = useTestApp(dialect, options);
    const second = useTestApp(dialect, options);
    let turn = 0;
    // Each request goes to the other instance, as behind a load balancer.
    rateLimitSuite(() => {
      turn += 1;
      return turn % 2 === 0 ? first() : second();
    });

    it('shares the resend cooldown between instances', async () => {
      const email = uniqueEmail();
      const remoteAddress = someAddress();
      expect((await call(first(), 'POST', 'resend-otp/', { body: { email }, remoteAddress })).status).toBe(
        200,
      );
      expectThrottled(await call(second(), 'POST', 'resend-otp/', { body: { email }, remoteAddress }));
    });
  });
});
