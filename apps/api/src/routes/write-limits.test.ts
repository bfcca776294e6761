import { randomInt } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import type { App } from '../app.js';
import type { RateLimitOverrides } from '../plugins/app/rate-limit.js';
import { signUpVerified, UNLIMITED } from '../test/accounts.js';
import { someProducts } from '../test/api.js';
import { describeEachDialect, useTestApp } from '../test/dialects.js';

const twoPerAccount = {
  perIp: { max: 3, timeWindowMs: 60_000 },
  perAccount: { max: 2, timeWindowMs: 60_000 },
};
const lowered: RateLimitOverrides = {
  ...UNLIMITED,
  cartWrite: twoPerAccount,
  feedback: twoPerAccount,
  updateProfile: twoPerAccount,
  placeOrder: twoPerAccount,
  initializePayment: twoPerAccount,
};

function someAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;
}

type Write = (app: App, token: string, productId: number) => Promise<LightMyRequestResponse>;

/** One write of each limited kind, by a signed-in shopper, from a new address each time. */
const writes: Record<string, Write> = {
  'adding to the cart': (app, token, product) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/products/cart/',
      headers: { authorization: `Bearer ${token}` },
      payload: { product, quantity: 1 },
      remoteAddress: someAddress(),
    }),
  'sending feedback': (app, token) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/accounts/feedback/',
      headers: { authorization: `Bearer ${token}` },
      payload: { message: 'The eggs were lovely.' },
      remoteAddress: someAddress(),
    }),
  // The e-mail in the body is not what the limit counts: the signed-in account is.
  'updating the profile': (app, token) =>
    app.inject({
      method: 'PATCH',
      url: '/api/v1/accounts/edit/',
      headers: { authorization: `Bearer ${token}` },
      payload: { city: 'Kuje', email: `x${randomInt(1_000_000)}@example.ng` },
      remoteAddress: someAddress(),
    }),
  'placing an order': (app, token) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/products/orders/',
      headers: { authorization: `Bearer ${token}` },
      payload: { payment_method: 'on_delivery' },
      remoteAddress: someAddress(),
    }),
  'opening a payment': (app, token) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/products/paystack-initialize-payment/',
      headers: { authorization: `Bearer ${token}` },
      remoteAddress: someAddress(),
    }),
};

describeEachDialect('limits on writes', (dialect) => {
  const app = useTestApp(dialect, { rateLimits: lowered });

  it.each(Object.entries(writes))(
    'refuses a shopper the third %s in a minute, from any address, and not another shopper',
    async (_kind, write) => {
      const [product] = await someProducts(app(), 1);
      const productId = product?.id ?? 0;
      const shopper = await signUpVerified(app());
      const other = await signUpVerified(app());

      const answers = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        answers.push(await write(app(), shopper.tokens.access, productId));
      }

      expect(answers.slice(0, 2).map((answer) => answer.statusCode)).not.toContain(429);
      const refused = answers[2];
      expect(refused?.statusCode).toBe(429);
      expect(refused?.json()).toEqual({
        detail: expect.stringMatching(/^Request was throttled\. Expected available in \d+ seconds\.$/),
        code: 'throttled',
      });
      expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
      expect((await write(app(), other.tokens.access, productId)).statusCode).not.toBe(429);
    },
  );

  it('refuses the fourth cart write from one address, whoever sends it', async () => {
    const [product] = await someProducts(app(), 1);
    const remoteAddress = someAddress();
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const { tokens } = await signUpVerified(app());
      const answer = await app().inject({
        method: 'POST',
        url: '/api/v1/products/cart/',
        headers: { authorization: `Bearer ${tokens.access}` },
        payload: { product: product?.id, quantity: 1 },
        remoteAddress,
      });
      statuses.push(answer.statusCode);
    }

    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});
