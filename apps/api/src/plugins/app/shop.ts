import { createMoneyFormatter, withHundredths } from '@farmkit/contract';
import fp from 'fastify-plugin';
import type { FirstOrderDiscount } from '../../cart/first-order-discount.js';
import { checkShopConfig, DEFAULT_SHOP, type Shop, type ShopConfig } from '../../config.js';
import { shopDays } from '../../db/shop-days.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's currency, locale and first-order discount (ShopConfig). */
    shop: Shop;
    /** The first-order discount as the cart and the placement charge it: the rate, and its claims' key. */
    firstOrderDiscount: FirstOrderDiscount;
  }
}

/** The shop's rules, checked when the app starts: an app built with a rule it cannot keep never listens. */
export default fp<{ shop?: Partial<ShopConfig> | undefined; discountClaimKey: Buffer }>(
  async (app, options) => {
    const config = checkShopConfig({ ...DEFAULT_SHOP, ...options.shop });
    app.decorate(
      'shop',
      Object.freeze({
        ...config,
        formatMoney: withHundredths(createMoneyFormatter(config)),
        days: shopDays(config.timeZone),
      }),
    );
    app.decorate(
      'firstOrderDiscount',
      Object.freeze({ rate: config.firstOrderDiscountRate, claimKey: options.discountClaimKey }),
    );
  },
  { name: 'shop' },
);
