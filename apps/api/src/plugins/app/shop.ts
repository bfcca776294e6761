import { createMoneyFormatter, withHundredths } from '@farmkit/contract';
import fp from 'fastify-plugin';
import { checkShopConfig, DEFAULT_SHOP, type Shop, type ShopConfig } from '../../config.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's currency, locale and first-order discount (ShopConfig). */
    shop: Shop;
  }
}

/** The shop's rules, checked when the app starts: an app built with a rule it cannot keep never listens. */
export default fp<{ shop?: Partial<ShopConfig> | undefined }>(
  async (app, options) => {
    const config = checkShopConfig({ ...DEFAULT_SHOP, ...options.shop });
    app.decorate(
      'shop',
      Object.freeze({ ...config, formatMoney: withHundredths(createMoneyFormatter(config)) }),
    );
  },
  { name: 'shop' },
);
