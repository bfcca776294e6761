import { type ShopSettings, shopSettingsSchema } from '@farmkit/contract';
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';

/**
 * Browsers may keep the settings a minute: they change only when the server restarts with others, and every
 * shopper asks for them as the storefront starts.
 */
const SHOP_SETTINGS_CACHE_CONTROL = 'public, max-age=60';

/**
 * The shop's public settings, the same for every caller: how it writes money and the first-order discount it
 * offers, so the storefront words its prices and its offer from the server's configuration (`app.shop`) and holds
 * no currency or rate of its own.
 */
const shopRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/shop/',
    {
      schema: {
        tags: ['shop'],
        operationId: 'getShopSettings',
        summary: "The shop's currency, locale and first-order discount",
        response: { 200: shopSettingsSchema },
      },
    },
    async (_request, reply): Promise<ShopSettings> => {
      const { currency, locale, firstOrderDiscountRate: rate } = app.shop;
      reply.header('cache-control', SHOP_SETTINGS_CACHE_CONTROL);
      // A rate of 0 is the discount turned off (FIRST_ORDER_DISCOUNT=false): no offer to word.
      return { currency, locale, first_order_discount: rate > 0 ? { rate } : null };
    },
  );
};

export default shopRoutes;
