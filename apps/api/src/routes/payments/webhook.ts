import { apiErrorSchema, ERROR_CODES } from '@farmkit/contract';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { ApiFailure } from '../../api-errors.js';
import { enqueueChargeSuccess, settleChargeSuccess } from '../../payments/charge-success.js';

const receivedSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['received'],
  properties: { received: { type: 'boolean' } },
} as const;

const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * The provider's webhook, under `/api/v1/payments/`: once its signature is checked, a `charge.success` is stored
 * as a job and answered 200, so a slow verification never makes Paystack retry and a restart loses no event; the
 * job worker processes it (settleChargeSuccess). Other events are acknowledged and ignored.
 */
export const paystackWebhookRoutes: FastifyPluginAsync<
  Record<never, never>,
  RawServerDefault,
  JsonSchemaToTsProvider
> = async (app) => {
  app.jobs.handle('payment.charge-success', (event) =>
    settleChargeSuccess(app.db, app.payments, app.log, event),
  );

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
        await enqueueChargeSuccess(app.db, {
          provider: app.payments.name,
          eventId: event.id,
          reference,
        });
      }
      return { received: true };
    },
  );
};
