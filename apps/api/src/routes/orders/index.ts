import {
  apiErrorSchema,
  DELIVERY_ERROR_CODES,
  ERROR_CODES,
  idParamsSchema,
  ORDER_ERROR_DETAILS,
  orderListQuerySchema,
  orderPageSchema,
  orderSchema,
  placeOrderPayloadSchema,
} from '@farmkit/contract';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { Transaction } from 'kysely';
import { ApiFailure, invalidInput, invalidPage, notFound, outOfStock } from '../../api-errors.js';
import type { CartTotals } from '../../cart/cart.repository.js';
import type { Database } from '../../db/database.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { deliveryContext } from '../../delivery/cart-delivery.js';
import { pageOf } from '../../http/pagination.js';
import {
  invalidInputResponse,
  invalidPageResponse,
  throttledResponse,
  unauthenticatedResponse,
} from '../../http/responses.js';
import { handleOrderJobs } from '../../orders/order-job-handlers.js';
import {
  countOrders,
  deliveryDetailsMissing,
  findOrder,
  listOrders,
  type PlacementResult,
  placeOrder,
} from '../../orders/orders.repository.js';
import { paymentCoversCart } from '../../payments/payments.repository.js';
import { providerUnavailableResponse } from '../../payments/provider.js';
import { stockOrSlotResponse } from '../delivery/responses.js';

const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

/**
 * Orders: placed from the caller's cart, at the catalogue's prices, and confirmed by e-mail (a job written with
 * the order; this plugin runs the orders' e-mail jobs); each caller sees only theirs.
 */
const orderRoutes: FastifyPluginAsync<
  { shopName: string; publicUrl: string },
  RawServerDefault,
  JsonSchemaToTsProvider
> = async (app, { shopName, publicUrl }) => {
  handleOrderJobs(app, { shopName, publicUrl });

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
              'Invalid input, an empty cart (empty_cart), an unverified payment (payment_not_verified), or an ' +
              'order paid on delivery from a profile without a phone or address (delivery_details_missing, ' +
              '`errors` naming the missing fields); for an order paid on delivery, no delivery choice with a slot ' +
              `(${DELIVERY_ERROR_CODES.choiceMissing}), a cart below the area's minimum ` +
              `(${DELIVERY_ERROR_CODES.belowMinimum}), an area (${DELIVERY_ERROR_CODES.areaUnavailable}) or ` +
              `pickup (${DELIVERY_ERROR_CODES.pickupUnavailable}) no longer offered, or no address ` +
              `(${DELIVERY_ERROR_CODES.addressMissing}).`,
          },
          401: unauthenticatedResponse,
          409: stockOrSlotResponse,
          429: throttledResponse,
          502: providerUnavailableResponse,
        },
      },
      // Authentication first: a stranger learns nothing about the body it sent.
      preValidation: app.authenticate,
      preHandler: app.throttle('placeOrder'),
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
        discount: app.firstOrderDiscount,
        testPayment: !app.payments.takesMoney,
        delivery: deliveryContext(app.shop, app.now()),
        verifyPayment:
          paymentMethod === 'pay_now' && reference
            ? (trx: Transaction<Database>, totals: CartTotals) =>
                paymentCoversCart(trx, verified, { reference, userId, totals })
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
      if (result.outcome === 'out_of_stock') throw outOfStock(result.shortages);
      if (result.outcome === 'delivery_details_missing') throw deliveryDetailsMissing(result.missing);
      const order = await findOrder(app.db, userId, result.orderId, app.shop);
      if (!order) throw new ApiFailure(404, notFound);
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
        querystring: orderListQuerySchema,
        response: {
          200: orderPageSchema,
          400: invalidInputResponse,
          401: unauthenticatedResponse,
          404: invalidPageResponse,
        },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const { page, page_size: pageSize } = request.query;
      const { userId } = request.user;
      const count = await countOrders(app.db, userId);
      const orders = await pageOf(request, { page, pageSize }, count, (window) =>
        listOrders(app.db, userId, window, app.shop),
      );
      return orders ?? reply.code(404).send(invalidPage);
    },
  );

  app.get(
    '/:id/',
    {
      schema: {
        tags: ['orders'],
        operationId: 'getOrder',
        summary: 'One of the caller’s orders',
        params: idParamsSchema,
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
      const order = await findOrder(app.db, request.user.userId, request.params.id, app.shop);
      if (!order) return reply.code(404).send(notFound);
      return order;
    },
  );
};

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
