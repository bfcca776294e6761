import { type PaymentMethods, paymentMethodsSchema } from '@farmkit/contract';
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { offeredPaymentMethods } from '../../payments/payment-methods.js';

/**
 * Browsers may keep the methods a minute, as the shop's settings: they change when the server restarts with
 * another provider or other channels, and every checkout asks for them.
 */
const PAYMENT_METHODS_CACHE_CONTROL = 'public, max-age=60';

/** Under `/api/v1/payments/`: the ways to pay the checkout offers now, the same for every caller. */
export const paymentMethodRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/methods/',
    {
      schema: {
        tags: ['payments'],
        operationId: 'listPaymentMethods',
        summary:
          'The ways to pay the checkout offers now: on delivery, and Pay Now (with its channels) unless the shop takes none',
        response: { 200: paymentMethodsSchema },
      },
    },
    async (_request, reply): Promise<PaymentMethods> => {
      reply.header('cache-control', PAYMENT_METHODS_CACHE_CONTROL);
      return { results: offeredPaymentMethods(app.payments) };
    },
  );
};
