import {
  apiErrorSchema,
  cartListQuerySchema,
  ERROR_CODES,
  ORDER_ERROR_DETAILS,
  orderPageSchema,
  orderSchema,
  placeOrderPayloadSchema,
  productIdParamsSchema,
} from '@farmkit/contract';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { Transaction } from 'kysely';
import { ApiFailure, invalidInput, invalidPage, notFound } from '../../api-errors.js';
import type { Database } from '../../db/database.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { pageWindow, urlWithQuery } from '../pagination.js';
import { paysInFull, providerUnavailableResponse, type VerifiedTransaction } from '../payments/provider.js';
import { refuseUnknownFields } from '../unknown-fields.js';
import { orderConfirmation } from './order-confirmation.js';
import { countOrders, findOrder, listOrders, type PlacementResult, placeOrder } from './orders.repository.js';

const invalidInputResponse = {
  ...apiErrorSchema,
  description: 'A body, query or path value is invalid.',
} as const;
const unauthenticatedResponse = { ...apiErrorSchema, description: 'No valid access token.' } as const;

const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

/**
 * Orders (spec 2 and 7): placed from the caller's cart, at the catalogue's prices, and confirmed by e-mail; each
 * caller sees only theirs.
 */
const orderRoutes: FastifyPluginAsync<
  { shopName: string },
  RawServerDefault,
  JsonSchemaToTsProvider
> = async (app, { shopName }) => {
  app.post(
    '/',
    {
      schema: {
        tags: ['orders'],
        operationId: 'placeOrder',
        summary: "Places the caller's cart as an order (an Idempotency-Key header makes retries safe)",
        body: placeOrderPayloadSchema,
        response: {
          200: { ...orderSchema, description: 'A retry with the same Idempotency-Key: the first order.' },
          201: orderSchema,
          400: {
            ...apiErrorSchema,
            description:
              'Invalid input, an empty cart (empty_cart) or an unverified payment (payment_not_verified).',
          },
          401: unauthenticatedResponse,
          502: providerUnavailableResponse,
        },
      },
      // Authentication first, then unknown fields, before the schema would drop them quietly.
      preValidation: [app.authenticate, refuseUnknownFields(placeOrderPayloadSchema)],
    },
    async (request, reply) => {
      const { payment_method: paymentMethod, reference } = request.body;
      const idempotencyKey = idempotencyKeyOf(request.headers['idempotency-key']);
      const { userId } = request.user;
      if (paymentMethod === 'pay_now' && !reference) {
        throw new ApiFailure(400, invalidInput({ reference: ['This field is required.'] }));
      }
      // The provider is asked before the transaction (Paystack's answer is an HTTP call); the answer is checked
      // against the order's total inside it.
      const verified =
        paymentMethod === 'pay_now' && reference ? await app.payments.verify(reference) : undefined;
      const input = {
        userId,
        paymentMethod,
        reference: paymentMethod === 'pay_now' ? (reference ?? null) : null,
        idempotencyKey,
        verifyPayment:
          paymentMethod === 'pay_now' && reference
            ? (trx: Transaction<Database>, totalKobo: number) =>
                paymentPays(trx, verified, { reference, userId, totalKobo })
            : undefined,
      };
      let result: PlacementResult;
      try {
        result = await placeOrder(app.db, input);
      } catch (error) {
        // Two requests with one key at once: the unique (user, key) pair lets one through; the other replays
        // it. A reference already paying for another order is unique too: refused as unverified below.
        if (!isUniqueViolation(error)) throw error;
        result = await placeOrder(app.db, input);
      }
      if (result.outcome === 'payment_not_verified') {
        throw new ApiFailure(400, {
          detail: 'The payment could not be verified.',
          code: ERROR_CODES.paymentNotVerified,
        });
      }
      if (result.outcome === 'empty_cart') {
        throw new ApiFailure(400, { detail: ORDER_ERROR_DETAILS.emptyCart, code: ERROR_CODES.emptyCart });
      }
      const order = await findOrder(app.db, userId, result.orderId);
      if (!order) throw new ApiFailure(404, notFound);
      if (result.outcome === 'placed') {
        app.mailer.sendLater(orderConfirmation(app.db, shopName, userId, result.orderId));
      }
      return reply.code(result.outcome === 'placed' ? 201 : 200).send(order);
    },
  );

  app.get(
    '/',
    {
      schema: {
        tags: ['orders'],
        operationId: 'listOrders',
        summary: "The caller's orders, newest first, a page at a time",
        querystring: cartListQuerySchema,
        response: {
          200: orderPageSchema,
          400: invalidInputResponse,
          401: unauthenticatedResponse,
          404: { ...apiErrorSchema, description: 'The page is past the last page: "Invalid page."' },
        },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const { page, page_size: pageSize } = request.query;
      const count = await countOrders(app.db, request.user.userId);
      const window = pageWindow(count, { page, pageSize }, (linkedPage) =>
        urlWithQuery(request.routeOptions.url ?? '', { page_size: pageSize, page: linkedPage }),
      );
      if (!window) return reply.code(404).send(invalidPage);
      const results = await listOrders(app.db, request.user.userId, {
        offset: window.offset,
        limit: pageSize,
      });
      return { count, next: window.next, previous: window.previous, results };
    },
  );

  app.get(
    '/:id/',
    {
      schema: {
        tags: ['orders'],
        operationId: 'getOrder',
        summary: 'One of the caller’s orders',
        params: productIdParamsSchema,
        response: {
          200: orderSchema,
          400: invalidInputResponse,
          401: unauthenticatedResponse,
          404: { ...apiErrorSchema, description: 'The caller has no order with this id.' },
        },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const order = await findOrder(app.db, request.user.userId, request.params.id);
      if (!order) return reply.code(404).send(notFound);
      return order;
    },
  );
};

/**
 * A pay_now order's payment (DESIGN "Payments"): the provider says it succeeded, for exactly the order's total,
 * in naira; it was opened by the caller and pays for no other order yet.
 */
async function paymentPays(
  trx: Transaction<Database>,
  verified: VerifiedTransaction | undefined,
  { reference, userId, totalKobo }: { reference: string; userId: number; totalKobo: number },
): Promise<boolean> {
  const payment = await trx
    .selectFrom('payments')
    .where('reference', '=', reference)
    .select(['user_id', 'order_id'])
    .executeTakeFirst();
  if (!payment || payment.user_id !== userId || payment.order_id !== null) return false;
  const used = await trx
    .selectFrom('orders')
    .where('reference', '=', reference)
    .select('id')
    .executeTakeFirst();
  if (used) return false;
  return paysInFull(verified, reference, totalKobo);
}

function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw new ApiFailure(
      400,
      invalidInput({ 'Idempotency-Key': [`Give 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} characters.`] }),
    );
  }
  return key;
}

export default orderRoutes;
