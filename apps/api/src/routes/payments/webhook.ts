import { apiErrorSchema, ERROR_CODES, type PayNowProvider } from '@farmkit/contract';
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

/** Each provider's webhook, and how it proves an event is its own. */
const WEBHOOKS = [
  {
    provider: 'paystack',
    path: '/paystack/webhook/',
    operationId: 'paystackWebhook',
    summary: "Paystack's events, signed with HMAC-SHA512 of the raw body (x-paystack-signature)",
  },
  {
    provider: 'flutterwave',
    path: '/flutterwave/webhook/',
    operationId: 'flutterwaveWebhook',
    summary: "Flutterwave's events, carrying the secret hash set in its dashboard (verif-hash)",
  },
] as const satisfies readonly {
  provider: PayNowProvider;
  path: string;
  operationId: string;
  summary: string;
}[];

/**
 * The providers' webhooks, under `/api/v1/payments/`, each answered only while its provider takes Pay Now: once the
 * event is proven the provider's, a completed charge is stored as a job and answered 200, so a slow verification
 * never makes the provider retry and a restart loses no event; the job worker processes it (settleChargeSuccess).
 * Other events are acknowledged and ignored.
 */
export const paymentWebhookRoutes: FastifyPluginAsync<
  Record<never, never>,
  RawServerDefault,
  JsonSchemaToTsProvider
> = async (app) => {
  app.jobs.handle('payment.charge-success', (event) =>
    settleChargeSuccess(app.db, app.payments, app.log, event),
  );

  // The signature covers the bytes as sent, so this plugin's JSON bodies stay raw (the parser is scoped to it).
  // The providers' events are a few KiB; the limit leaves room for a large metadata object.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  for (const { provider, path, operationId, summary } of WEBHOOKS) {
    app.post(
      path,
      {
        schema: {
          tags: ['payments'],
          operationId,
          summary,
          response: {
            200: receivedSchema,
            400: { ...apiErrorSchema, description: 'A signed body that is not JSON.' },
            401: {
              ...apiErrorSchema,
              description:
                'The signature is missing or wrong, or this shop does not take Pay Now through this provider: ' +
                'nothing changes.',
            },
          },
        },
      },
      async (request) => {
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        // Another provider's secret never proves an event sent here.
        const event =
          app.payments.name === provider ? app.payments.parseWebhook(rawBody, request.headers) : undefined;
        if (!event) {
          throw new ApiFailure(401, {
            detail: 'The webhook signature is missing or invalid.',
            code: ERROR_CODES.notAuthenticated,
          });
        }
        const { reference } = event;
        if (event.chargeCompleted && reference) {
          await enqueueChargeSuccess(app.db, { provider, eventId: event.id, reference });
        }
        return { received: true };
      },
    );
  }
};
