import { apiErrorSchema, ERROR_CODES } from '@farmkit/contract';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance, FastifyPluginAsync, RawServerDefault } from 'fastify';
import { ApiFailure } from '../../api-errors.js';
import { enqueueJob } from '../../jobs/jobs.repository.js';
import { eventSeen, settlePaidPayment } from './payments.repository.js';

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
  app.jobs.handle('payment.charge-success', (event) => settleChargeSuccess(app, event));

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
        // Stored before the 200: if this fails, Paystack is answered 500 and delivers the event again.
        await enqueueJob(app.db, 'payment.charge-success', {
          provider: app.payments.name,
          eventId: event.id,
          reference,
        });
      }
      return { received: true };
    },
  );
};

/**
 * Never trusts the event's body: the provider is asked for the transaction before anything changes. A provider
 * that cannot be reached fails the job, which runs again later; an event already processed (a replay) changes
 * nothing. The order it places writes its e-mails as jobs of its own transaction (insertOrder).
 */
async function settleChargeSuccess(
  app: FastifyInstance,
  event: { provider: string; eventId: string; reference: string },
): Promise<void> {
  const { provider, eventId, reference } = event;
  const log = app.log.child({ paymentEvent: eventId, reference });
  if (provider !== app.payments.name) {
    throw new Error(`The event came through ${provider}, which this server does not use now`);
  }
  if (await eventSeen(app.db, provider, eventId)) {
    log.info('payment event replayed: ignored');
    return;
  }
  const verified = await app.payments.verify(reference);
  const settled = await settlePaidPayment(app.db, { provider, eventId, reference, verified });
  log.info({ outcome: settled.outcome }, 'payment event processed');
}
