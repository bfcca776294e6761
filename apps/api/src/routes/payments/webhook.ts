import { apiErrorSchema, ERROR_CODES } from '@farmkit/contract';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance, FastifyPluginAsync, RawServerDefault } from 'fastify';
import { ApiFailure } from '../../api-errors.js';
import { sendNewOrderAlerts } from '../orders/order-alerts.js';
import { orderConfirmation } from '../orders/order-confirmation.js';
import { eventSeen, settlePaidPayment } from './payments.repository.js';

const receivedSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['received'],
  properties: { received: { type: 'boolean' } },
} as const;

const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * The provider's webhook, under `/api/v1/payments/`: answered 200 as soon as its signature is checked, then
 * processed in the background (`app.paymentEvents`), so a slow verification never makes Paystack retry.
 * `charge.success` settles the payment; other events are acknowledged and ignored.
 */
export const paystackWebhookRoutes: FastifyPluginAsync<
  { shopName: string },
  RawServerDefault,
  JsonSchemaToTsProvider
> = async (app, { shopName }) => {
  // The signature covers the bytes as sent, so this plugin's JSON bodies stay raw (the parser is scoped to it).
  // Paystack's events are a few KiB; the limit leaves room for a large metadata object.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/paystack/webhook/',
    {
      schema: {
        tags: ['payments'],
        operationId: 'paystackWebhook',
        summary: "Paystack's events, signed with HMAC-SHA512 of the raw body (x-paystack-signature)",
        response: {
          200: receivedSchema,
          400: { ...apiErrorSchema, description: 'A signed body that is not JSON.' },
          401: { ...apiErrorSchema, description: 'The signature is missing or wrong: nothing changes.' },
        },
      },
    },
    async (request) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const event = app.payments.parseWebhook(rawBody, request.headers);
      if (!event) {
        throw new ApiFailure(401, {
          detail: 'The webhook signature is missing or invalid.',
          code: ERROR_CODES.notAuthenticated,
        });
      }
      const { reference } = event;
      if (event.type === 'charge.success' && reference) {
        app.paymentEvents.run(settleChargeSuccess(app, shopName, { id: event.id, reference }));
      }
      return { received: true };
    },
  );
};

/** Never trusts the event's body: the provider is asked for the transaction before anything changes. */
async function settleChargeSuccess(
  app: FastifyInstance,
  shopName: string,
  event: { id: string; reference: string },
): Promise<void> {
  const log = app.log.child({ paymentEvent: event.id, reference: event.reference });
  try {
    const provider = app.payments.name;
    if (await eventSeen(app.db, provider, event.id)) {
      log.info('payment event replayed: ignored');
      return;
    }
    const verified = await app.payments.verify(event.reference);
    const settled = await settlePaidPayment(app.db, {
      provider,
      eventId: event.id,
      reference: event.reference,
      verified,
    });
    log.info({ outcome: settled.outcome }, 'payment event processed');
    if (settled.outcome === 'placed') {
      app.mailer.sendLater(orderConfirmation(app.db, shopName, settled.userId, settled.orderId));
      sendNewOrderAlerts(app, shopName, settled);
    }
  } catch (error) {
    log.error({ err: error }, 'payment event not processed');
  }
}
