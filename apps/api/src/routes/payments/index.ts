import { randomBytes } from 'node:crypto';
import {
  apiErrorSchema,
  DELIVERY_ERROR_CODES,
  ERROR_CODES,
  fromKobo,
  ORDER_ERROR_DETAILS,
  paymentInitSchema,
  payNowSchema,
  type SandboxOutcome,
  sandboxOutcomePayloadSchema,
  sandboxResultSchema,
} from '@farmkit/contract';
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { ApiFailure, notFound, outOfStock } from '../../api-errors.js';
import { cartTotals } from '../../cart/cart.repository.js';
import type { HoldLimits } from '../../config.js';
import type { PaymentStatus } from '../../db/tables/payments.table.js';
import { deliveryContext, planCartDelivery } from '../../delivery/cart-delivery.js';
import { throttledResponse, unauthenticatedResponse } from '../../http/responses.js';
import { deliveryDetailsMissing, missingDeliveryDetails } from '../../orders/orders.repository.js';
import { payNowUnavailable } from '../../payments/pay-now-off.js';
import { openPayment } from '../../payments/payments.repository.js';
import { providerUnavailableResponse } from '../../payments/provider.js';
import { holdLimitBreach, holdLimitExceeded } from '../../stock/hold-limits.js';
import { StockShortageError, shortagesOf } from '../../stock/stock.repository.js';
import { unpaidHeldBy } from '../../stock/stock-holds.repository.js';
import { stockOrSlotResponse } from '../delivery/responses.js';

/** Each outcome of the test checkout, as the payment status a real provider would report. */
const SANDBOX_STATUS = {
  success: 'success',
  cancel: 'abandoned',
  pending: 'pending',
  error: 'failed',
} as const satisfies Record<SandboxOutcome, PaymentStatus>;

/** The initialize call, under `/api/v1/products/` (the spec's spelling and the correct one). */
export const paymentInitRoutes: FastifyPluginAsyncJsonSchemaToTs<{
  Options: { holdLimits: HoldLimits };
}> = async (app, { holdLimits }) => {
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
            400: {
              ...apiErrorSchema,
              description:
                'The cart is empty (empty_cart), the shop takes no payments online (pay_now_unavailable), the ' +
                'profile has no phone or address to deliver to (delivery_details_missing), or the delivery choice ' +
                `is missing (${DELIVERY_ERROR_CODES.choiceMissing}), below the area's minimum ` +
                `(${DELIVERY_ERROR_CODES.belowMinimum}) or no longer offered ` +
                `(${DELIVERY_ERROR_CODES.areaUnavailable}, ${DELIVERY_ERROR_CODES.pickupUnavailable}, ` +
                `${DELIVERY_ERROR_CODES.addressMissing}).`,
            },
            401: unauthenticatedResponse,
            409: stockOrSlotResponse,
            422: {
              ...apiErrorSchema,
              description:
                'The cart asks Pay Now to hold more than one account may while it pays (hold_limit): more than ' +
                `PAY_NOW_HOLD_PER_PRODUCT of a product (${holdLimits.perProduct} here) or PAY_NOW_HOLD_PER_ACCOUNT ` +
                `units in all (${holdLimits.perAccount}); \`detail\` says what to reduce.`,
            },
            429: throttledResponse,
            502: providerUnavailableResponse,
          },
        },
        preHandler: [app.authenticate, app.throttle('initializePayment')],
      },
      async (request) => {
        const provider = app.payments.name;
        if (provider === 'off') throw payNowUnavailable;
        const { userId } = request.user;
        const totals = await cartTotals(app.db, userId, app.firstOrderDiscount);
        if (totals.lines.length === 0)
          throw new ApiFailure(400, { detail: ORDER_ERROR_DETAILS.emptyCart, code: ERROR_CODES.emptyCart });
        // A hold keeps units off sale for everyone else: one account holds a household's shopping, not the shelf.
        const breach = holdLimitBreach(
          totals.lines.map((line) => ({ product_id: line.id, name: line.name, quantity: line.quantity })),
          holdLimits,
        );
        if (breach) throw holdLimitExceeded(breach);
        // Before any money is taken: a paid order is never refused for stock, so the shortage is told now. The
        // caller's own unpaid holds count as theirs (openPayment releases them before holding again); the hold
        // itself, in openPayment's transaction, is what makes sure.
        const ownHeld = await unpaidHeldBy(app.db, userId);
        const shortages = (
          await shortagesOf(
            app.db,
            totals.lines.map((line) => ({
              product_id: line.id,
              name: line.name,
              quantity: line.quantity - (ownHeld.get(line.id) ?? 0),
            })),
          )
        ).map((shortage) => {
          const own = ownHeld.get(shortage.product) ?? 0;
          return { ...shortage, requested: shortage.requested + own, available: shortage.available + own };
        });
        if (shortages.length > 0) throw outOfStock(shortages);
        const user = await app.db
          .selectFrom('users')
          .where('id', '=', userId)
          .select(['email', 'phone_number', 'address'])
          .executeTakeFirstOrThrow();
        // Before any money is taken: a paid order is never refused, so it must have somewhere to go now.
        const missing = missingDeliveryDetails(user);
        if (Object.keys(missing).length > 0) throw deliveryDetailsMissing(missing);
        // Before any money is taken: how and when it comes, and the fee it pays (in cartTotals' total).
        const now = app.now();
        const context = deliveryContext(app.shop, now);
        const delivery = await planCartDelivery(app.db, userId, totals, context);
        // Paystack takes letters, digits, '-', '.' and '=' in a reference.
        const reference = `fk-${randomBytes(12).toString('hex')}`;
        const { accessCode, authorizationUrl } = await app.payments.initialize({
          amountKobo: totals.totalKobo,
          currency: app.shop.currency,
          email: user.email,
          reference,
        });
        try {
          await openPayment(app.db, {
            reference,
            provider: app.payments.name,
            accessCode,
            userId,
            totals,
            currency: app.shop.currency,
            now,
            delivery,
            slots: context,
          });
        } catch (error) {
          // Another shopper held or bought the last units since the check: no hold, no payment, 409.
          if (error instanceof StockShortageError) throw outOfStock(error.shortages);
          throw error;
        }
        return {
          access_code: accessCode,
          reference,
          amount: fromKobo(totals.totalKobo),
          provider,
          ...(authorizationUrl ? { authorization_url: authorizationUrl } : {}),
        };
      },
    );
  }
};

/**
 * Under `/api/v1/payments/`: who takes Pay Now (public, so the checkout can mark test payments before the shopper
 * picks it), and the sandbox's test checkout: the payer's outcome for one of their payments.
 */
export const sandboxRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/pay-now/',
    {
      schema: {
        tags: ['payments'],
        operationId: 'payNowProvider',
        summary: 'Who takes Pay Now: paystack, flutterwave, sandbox (test payments, no money taken) or off',
        response: { 200: payNowSchema },
      },
    },
    async () => ({ provider: app.payments.name, test_mode: !app.payments.takesMoney }),
  );

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
      preValidation: app.authenticate,
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
