import { randomBytes } from 'node:crypto';
import {
  apiErrorSchema,
  ERROR_CODES,
  ORDER_ERROR_DETAILS,
  paymentInitSchema,
  type SandboxOutcome,
  sandboxOutcomePayloadSchema,
  sandboxResultSchema,
} from '@farmkit/contract';
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { ApiFailure, notFound } from '../../api-errors.js';
import { cartTotals } from '../orders/orders.repository.js';
import type { PaymentStatus } from '../orders/orders.table.js';
import { refuseUnknownFields } from '../unknown-fields.js';
import { openPayment } from './payments.repository.js';
import { providerUnavailableResponse } from './provider.js';

const unauthenticatedResponse = { ...apiErrorSchema, description: 'No valid access token.' } as const;

/** Each outcome of the test checkout, as the payment status a real provider would report. */
const SANDBOX_STATUS = {
  success: 'success',
  cancel: 'abandoned',
  pending: 'pending',
  error: 'failed',
} as const satisfies Record<SandboxOutcome, PaymentStatus>;

/** The initialize call, under `/api/v1/products/` (the spec's spelling and the correct one). */
export const paymentInitRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  for (const [path, operationId] of [
    ['/paystack-initalize-payment/', 'initializePayment'],
    ['/paystack-initialize-payment/', 'initializePaymentCorrectSpelling'],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags: ['payments'],
          operationId,
          summary: "Opens a payment for the caller's cart total after discount",
          response: {
            200: paymentInitSchema,
            400: { ...apiErrorSchema, description: 'The cart is empty (empty_cart).' },
            401: unauthenticatedResponse,
            502: providerUnavailableResponse,
          },
        },
        preHandler: app.authenticate,
      },
      async (request) => {
        const { userId } = request.user;
        const totals = await cartTotals(app.db, userId);
        if (!totals)
          throw new ApiFailure(400, { detail: ORDER_ERROR_DETAILS.emptyCart, code: ERROR_CODES.emptyCart });
        const user = await app.db
          .selectFrom('users')
          .where('id', '=', userId)
          .select('email')
          .executeTakeFirstOrThrow();
        // Paystack takes letters, digits, '-', '.' and '=' in a reference.
        const reference = `fk-${randomBytes(12).toString('hex')}`;
        const { accessCode } = await app.payments.initialize({
          amountKobo: totals.totalKobo,
          email: user.email,
          reference,
        });
        await openPayment(app.db, { reference, provider: app.payments.name, accessCode, userId, totals });
        return {
          access_code: accessCode,
          reference,
          amount: totals.totalKobo / 100,
          provider: app.payments.name,
        };
      },
    );
  }
};

/** The sandbox's test checkout, under `/api/v1/payments/`: the payer's outcome for one of their payments. */
export const sandboxRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.post(
    '/sandbox/:reference/',
    {
      schema: {
        tags: ['payments'],
        operationId: 'sandboxOutcome',
        summary: 'Sandbox checkout: success, cancel, pending (bank transfer) or error for a payment',
        params: {
          type: 'object',
          additionalProperties: false,
          required: ['reference'],
          properties: { reference: { type: 'string', minLength: 1, maxLength: 100 } },
        },
        body: sandboxOutcomePayloadSchema,
        response: {
          200: sandboxResultSchema,
          400: { ...apiErrorSchema, description: 'Invalid input, or the payment already succeeded.' },
          401: unauthenticatedResponse,
          404: { ...apiErrorSchema, description: 'The caller has no sandbox payment with this reference.' },
        },
      },
      preValidation: [app.authenticate, refuseUnknownFields(sandboxOutcomePayloadSchema)],
    },
    async (request, reply) => {
      const { reference } = request.params;
      const payment = await app.db
        .selectFrom('payments')
        .where('reference', '=', reference)
        .where('user_id', '=', request.user.userId)
        .where('provider', '=', 'sandbox')
        .select(['status'])
        .executeTakeFirst();
      if (!payment) return reply.code(404).send(notFound);
      const status = SANDBOX_STATUS[request.body.outcome];
      // A successful payment is final, as with a real provider.
      const updated = await app.db
        .updateTable('payments')
        .set({ status })
        .where('reference', '=', reference)
        .where('status', '!=', 'success')
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0 && status !== 'success') {
        throw new ApiFailure(400, {
          detail: 'The payment has already succeeded.',
          code: ERROR_CODES.validation,
        });
      }
      return { reference, status };
    },
  );
};
