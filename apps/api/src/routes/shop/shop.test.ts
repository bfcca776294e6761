import { SHOP_PATHS, type ShopSettings } from '@farmkit/contract';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { ShopConfig } from '../../config.js';
import shop from '../../plugins/app/shop.js';
import shopRoutes from './index.js';

// The route reads only the shop's settings: an app of the shop plugin and the route alone, no database.
const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function settingsOf(config?: Partial<ShopConfig>) {
  const app = Fastify().withTypeProvider<JsonSchemaToTsProvider>();
  apps.push(app);
  app.register(shop, { shop: config, discountClaimKey: Buffer.alloc(32) });
  app.register(shopRoutes, { prefix: '/api/v1' });
  const answer = await app.inject({ method: 'GET', url: `/api/v1/${SHOP_PATHS.settings}` });
  return { status: answer.statusCode, headers: answer.headers, body: answer.json<ShopSettings>() };
}

describe('GET shop/', () => {
  it("answers the shop's money and first-order discount, the defaults when the environment names none", async () => {
    const { status, body } = await settingsOf();
    expect(status).toBe(200);
    expect(body).toEqual({ currency: 'NGN', locale: 'en-NG', first_order_discount: { rate: 0.2 } });
  });

  it('answers another shop as configured', async () => {
    const { body } = await settingsOf({ currency: 'GHS', locale: 'en-GH', firstOrderDiscountRate: 0.125 });
    expect(body).toEqual({ currency: 'GHS', locale: 'en-GH', first_order_discount: { rate: 0.125 } });
  });

  it('answers no discount while it is off (a rate of 0)', async () => {
    const { body } = await settingsOf({ firstOrderDiscountRate: 0 });
    expect(body.first_order_discount).toBeNull();
  });

  it('lets browsers keep the answer a minute: the same for every caller until a restart', async () => {
    const { headers } = await settingsOf();
    expect(headers['cache-control']).toBe('public, max-age=60');
  });
});
