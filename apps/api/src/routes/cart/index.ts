import {
  addToCartPayloadSchema,
  apiErrorSchema,
  cartDeliveryPayloadSchema,
  cartDeliverySchema,
  cartLineSchema,
  cartPageSchema,
  cartQuerySchema,
  DELIVERY_ERROR_CODES,
  fromKobo,
  idParamsSchema,
  MAX_CART_QUANTITY,
  updateCartLinePayloadSchema,
} from '@farmkit/contract';
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { ApiFailure, invalidInput, invalidPage, notFound, outOfStock } from '../../api-errors.js';
import {
  addToCart,
  cartTotals,
  deleteCartLine,
  findCartLine,
  listCartLines,
  minimumMissingKobo,
  productForCart,
  setCartLineQuantity,
  toCartLine,
} from '../../cart/cart.repository.js';
import { cartDeliveryOf, chooseCartDelivery, deliveryContext } from '../../delivery/cart-delivery.js';
import { pageOf } from '../../http/pagination.js';
import {
  invalidInputResponse,
  invalidPageResponse,
  outOfStockResponse,
  throttledResponse,
  unauthenticatedResponse,
} from '../../http/responses.js';

const lineNotFoundResponse = {
  ...apiErrorSchema,
  description: 'The caller has no cart line with this id.',
} as const;

/** The caller's cart: every call needs an access token; prices always come from the catalogue. */
const cartRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['cart'],
        operationId: 'listCart',
        summary: "The caller's cart, a page at a time, with the whole cart's subtotal, discount and total",
        querystring: cartQuerySchema,
        response: {
          200: cartPageSchema,
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
      const totals = await cartTotals(app.db, userId, app.firstOrderDiscount);
      const lines = await pageOf(request, { page, pageSize }, totals.lines.length, async (window) =>
        (await listCartLines(app.db, userId, window)).map(toCartLine),
      );
      if (!lines) return reply.code(404).send(invalidPage);
      const { delivery } = await cartDeliveryOf(app.db, userId, deliveryContext(app.shop, app.now()));
      return {
        ...lines,
        subtotal: fromKobo(totals.subtotalKobo),
        discount: fromKobo(totals.discountKobo),
        delivery,
        delivery_fee: fromKobo(totals.deliveryFeeKobo),
        minimum_missing: fromKobo(minimumMissingKobo(totals)),
        total: fromKobo(totals.totalKobo),
      };
    },
  );

  app.put(
    '/delivery/',
    {
      schema: {
        tags: ['cart'],
        operationId: 'setCartDelivery',
        summary:
          "Chooses how and when the cart's order comes: delivery to an area, or collection at the farm",
        body: cartDeliveryPayloadSchema,
        response: {
          200: { ...cartDeliverySchema, type: 'object' },
          400: {
            ...apiErrorSchema,
            description:
              `Invalid input; an area not offered or not served on the slot's day (${DELIVERY_ERROR_CODES.areaUnavailable}), ` +
              `no address for delivery (${DELIVERY_ERROR_CODES.addressMissing}), or no pickup (${DELIVERY_ERROR_CODES.pickupUnavailable}).`,
          },
          401: unauthenticatedResponse,
          409: {
            ...apiErrorSchema,
            description: `The slot is full, past its cut-off or unknown (${DELIVERY_ERROR_CODES.slotUnavailable}).`,
          },
          429: throttledResponse,
        },
      },
      // Authentication first: a stranger learns nothing about the body it sent.
      preValidation: app.authenticate,
      preHandler: app.throttle('cartWrite'),
    },
    async (request) => {
      const { userId } = request.user;
      const context = deliveryContext(app.shop, app.now());
      await chooseCartDelivery(app.db, userId, request.body, context);
      const { delivery } = await cartDeliveryOf(app.db, userId, context);
      if (!delivery) throw new ApiFailure(404, notFound);
      return delivery;
    },
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['cart'],
        operationId: 'addToCart',
        summary: 'Adds a product to the cart, or raises the quantity of its line',
        body: addToCartPayloadSchema,
        response: {
          201: cartLineSchema,
          400: invalidInputResponse,
          401: unauthenticatedResponse,
          409: outOfStockResponse,
          429: throttledResponse,
        },
      },
      // Authentication first: a stranger learns nothing about the body it sent.
      preValidation: app.authenticate,
      preHandler: app.throttle('cartWrite'),
    },
    async (request, reply) => {
      const { product, quantity = 1 } = request.body;
      const { userId } = request.user;
      const stocked = await productForCart(app.db, userId, product);
      if (!stocked) {
        throw new ApiFailure(
          400,
          invalidInput({ product: [`Invalid pk "${product}" - object does not exist.`] }),
        );
      }
      const requested = Math.min((stocked.inCart ?? 0) + quantity, MAX_CART_QUANTITY);
      if (requested > stocked.stock) {
        throw outOfStock([{ product, name: stocked.name, requested, available: stocked.stock }]);
      }
      const id = await addToCart(app.db, userId, product, quantity);
      const line = await findCartLine(app.db, userId, id);
      if (!line) throw new ApiFailure(404, notFound);
      return reply.code(201).send(toCartLine(line));
    },
  );

  app.patch(
    '/:id/',
    {
      schema: {
        tags: ['cart'],
        operationId: 'updateCartLine',
        summary: "Sets the quantity of one of the caller's cart lines",
        params: idParamsSchema,
        body: updateCartLinePayloadSchema,
        response: {
          200: cartLineSchema,
          400: invalidInputResponse,
          401: unauthenticatedResponse,
          404: lineNotFoundResponse,
          409: outOfStockResponse,
          429: throttledResponse,
        },
      },
      // Authentication first: a stranger learns nothing about the body it sent.
      preValidation: app.authenticate,
      preHandler: app.throttle('cartWrite'),
    },
    async (request, reply) => {
      const { userId } = request.user;
      const { quantity } = request.body;
      const current = await findCartLine(app.db, userId, request.params.id);
      if (current && quantity > current.stock) {
        throw outOfStock([
          { product: current.product_id, name: current.name, requested: quantity, available: current.stock },
        ]);
      }
      const updated = await setCartLineQuantity(app.db, userId, request.params.id, quantity);
      const line = updated ? await findCartLine(app.db, userId, request.params.id) : undefined;
      if (!line) return reply.code(404).send(notFound);
      return toCartLine(line);
    },
  );

  app.delete(
    '/:id/',
    {
      schema: {
        tags: ['cart'],
        operationId: 'deleteCartLine',
        summary: "Removes one of the caller's cart lines",
        params: idParamsSchema,
        response: {
          204: { type: 'null', description: 'Removed.' },
          400: invalidInputResponse,
          401: unauthenticatedResponse,
          404: lineNotFoundResponse,
          429: throttledResponse,
        },
      },
      preHandler: [app.authenticate, app.throttle('cartWrite')],
    },
    async (request, reply) => {
      if (!(await deleteCartLine(app.db, request.user.userId, request.params.id))) {
        return reply.code(404).send(notFound);
      }
      return reply.code(204).send(null);
    },
  );
};

export default cartRoutes;
