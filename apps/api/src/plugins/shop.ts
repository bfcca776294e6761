import fp from 'fastify-plugin';
import { checkShopConfig, DEFAULT_SHOP, type ShopConfig } from '../config.js';

/** The shop's rules as the routes use them. */
export interface Shop extends Readonly<ShopConfig> {
  /** An amount in the shop's currency as its e-mails write it, to the hundredth: `₦12,500.00`. */
  formatMoney(amount: number): string;
}

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
    const money = new Intl.NumberFormat(config.locale, { style: 'currency', currency: config.currency });
    app.decorate('shop', Object.freeze({ ...config, formatMoney: (amount: number) => money.format(amount) }));
  },
  { name: 'shop' },
);
