import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CartPage, ORDER_PATHS, type Order } from '@farmkit/contract';
import { describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.js';
import type { ShopConfig } from '../../config.js';
import { signUpReadyToOrder, UNLIMITED } from '../../test/accounts.js';
import { callApi, someProducts } from '../../test/api.js';
import { describeEachDialect, useTestApp } from '../../test/dialects.js';
import { messagesTo } from '../../test/outbox.js';
import { accountWithRole, callAdmin } from '../../test/staff.js';

describeEachDialect("the shop's first-order discount", (dialect) => {
  const withRate = (firstOrderDiscountRate: number) =>
    useTestApp(dialect, { rateLimits: UNLIMITED, shop: { firstOrderDiscountRate } });
  const discountOff = withRate(0);
  const tenPercent = withRate(0.1);

  /** A first order's cart and placed order, in kobo: 3 of the catalogue's first product. */
  async function firstOrder(app: () => App) {
    const token = (await signUpReadyToOrder(app())).tokens.access;
    const [product] = await someProducts(app(), 1);
    if (!product) throw new Error('the seed has products');
    await callApi(app(), 'POST', ORDER_PATHS.cart, { token, body: { product: product.id, quantity: 3 } });
    const cart = await callApi<CartPage>(app(), 'GET', ORDER_PATHS.cart, { token });
    const order = await callApi<Order>(app(), 'POST', ORDER_PATHS.orders, {
      token,
      body: { payment_method: 'on_delivery' },
    });
    expect(order.status).toBe(201);
    return { subtotalKobo: product.price_kobo * 3, cart: cart.body, order: order.body };
  }

  it('off (FIRST_ORDER_DISCOUNT=false): the cart and the first order take nothing off', async () => {
    const { subtotalKobo, cart, order } = await firstOrder(discountOff);

    expect(cart).toMatchObject({ subtotal: subtotalKobo / 100, discount: 0, total: subtotalKobo / 100 });
    expect(order).toMatchObject({
      subtotal: subtotalKobo / 100,
      discount: 0,
      total_price: subtotalKobo / 100,
    });
  });

  it('at another rate: the cart shows, and the first order charges, that share off', async () => {
    const { subtotalKobo, cart, order } = await firstOrder(tenPercent);
    const discountKobo = Math.round(subtotalKobo * 0.1);

    const money = { subtotal: subtotalKobo / 100, discount: discountKobo / 100 };
    expect(cart).toMatchObject({ ...money, total: (subtotalKobo - discountKobo) / 100 });
    expect(order).toMatchObject({ ...money, total_price: (subtotalKobo - discountKobo) / 100 });
  });
});

describeEachDialect("the shop's currency and locale", (dialect) => {
  const app = useTestApp(dialect, {
    rateLimits: UNLIMITED,
    shop: { currency: 'GHS', locale: 'en-GH', timeZone: 'Africa/Accra' },
  });

  it("writes the order's e-mail in the shop's money", async () => {
    const { email, tokens } = await signUpReadyToOrder(app());
    const [product] = await someProducts(app(), 1);
    await callApi(app(), 'POST', ORDER_PATHS.cart, { token: tokens.access, body: { product: product?.id } });
    const { body: order } = await callApi<Order>(app(), 'POST', ORDER_PATHS.orders, {
      token: tokens.access,
      body: { payment_method: 'on_delivery' },
    });

    const cedis = new Intl.NumberFormat('en-GH', { style: 'currency', currency: 'GHS' });
    const confirmation = (await messagesTo(app(), email)).find((message) =>
      message.subject.includes(' order #'),
    );
    expect(confirmation?.text).toContain(`Total: ${cedis.format(order.total_price)}`);
    expect(confirmation?.text).toMatch(/Total: GH₵[\d,]+\.\d\d/);
    expect(confirmation?.text).not.toContain('₦');
  });

  it('tells the back-office how to write amounts and times', async () => {
    const packer = await accountWithRole(app(), 'packer');
    const format = await callAdmin(app(), 'GET', 'shop/', { token: packer.token });
    expect(format).toEqual({
      status: 200,
      body: { currency: 'GHS', locale: 'en-GH', time_zone: 'Africa/Accra' },
    });
  });
});

describe("the shop's rules are checked when the app starts", () => {
  it.each<[Partial<ShopConfig>, string]>([
    [{ firstOrderDiscountRate: 1.5 }, 'FIRST_ORDER_DISCOUNT_RATE must be a share from 0 to 1'],
    [{ firstOrderDiscountRate: -0.2 }, 'FIRST_ORDER_DISCOUNT_RATE must be a share from 0 to 1'],
    [{ currency: 'naira' }, 'SHOP_CURRENCY must be an ISO 4217 currency code'],
    [{ currency: 'JPY' }, 'SHOP_CURRENCY must be a currency of 100 minor units'],
    [{ locale: 'not a locale' }, 'SHOP_LOCALE must be a locale'],
  ])('refuses %j', async (shop, message) => {
    const dataDir = await mkdtemp(join(tmpdir(), 'farmkit-api-data-'));
    const app = buildApp({ database: { dialect: 'sqlite', file: join(dataDir, 'farm.db') }, dataDir, shop });
    try {
      await expect(app.ready()).rejects.toThrow(message);
    } finally {
      await app.close().catch(() => undefined);
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
