import {
  addToCartPayloadSchema,
  apiErrorSchema,
  cartLineSchema,
  cartListQuerySchema,
  cartPageSchema,
  productIdParamsSchema,
  updateCartLinePayloadSchema,
} from '@farmkit/contract';
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { ApiFailure, invalidInput, invalidPage, notFound } from '../../api-errors.js';
import { pageWindow, urlWithQuery } from '../pagination.js';
import { refuseUnknownFields } from '../unknown-fields.js';
import {
  addToCart,
  cartSummary,
  deleteCartLine,
  findCartLine,
  listCartLines,
  productExists,
  setCartLineQuantity,
  toCartLine,
} from './cart.repository.js';

const invalidInputResponse = {
  ...apiErrorSchema,
  description: 'A body, query or path value is invalid.',
} as const;
const unauthenticatedResponse = { ...apiErrorSchema, description: 'No valid access token.' } as const;
const lineNotFoundResponse = {
  ...apiErrorSchema,
  description: 'The caller has no cart line with this id.',
} as const;

/** The caller's cart (spec 2 and 7): every call needs an access token; prices always come from the catalogue. */
const cartRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['cart'],
        operationId: 'listCart',
        summary: "The caller's cart, a page at a time, with the subtotal of the whole cart",
        querystring: cartListQuerySchema,
        response: {
          200: cartPageSchema,
          400: invalidInputResponse,
          401: unauthenticatedResponse,
          404: { ...apiErrorSchema, description: 'The page is past the last page: "Invalid page."' },
        },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const { page, page_size: pageSize } = request.query;
      const { count, subtotalKobo } = await cartSummary(app.db, request.user.userId);
      const window = pageWindow(count, { page, pageSize }, (linkedPage) =>
        urlWithQuery(request.routeOptions.url ?? '', { page_size: pageSize, page: linkedPage }),
      );
      if (!window) return reply.code(404).send(invalidPage);
      const rows = await listCartLines(app.db, request.user.userId, {
        offset: window.offset,
        limit: pageSize,
      });
      return {
        count,
        next: window.next,
        previous: window.previous,
        results: rows.map(toCartLine),
        subtotal: subtotalKobo / 100,
      };
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
        response: { 201: cartLineSchema, 400: invalidInputResponse, 401: unauthenticatedResponse },
      },
      // Authentication first, then unknown fields, before the schema would drop them quietly.
      preValidation: [app.authenticate, refuseUnknownFields(addToCartPayloadSchema)],
    },
    async (request, reply) => {
      const { product, quantity = 1 } = request.body;
      const { userId } = request.user;
      if (!(await productExists(app.db, product))) {
        throw new ApiFailure(
          400,
          invalidInput({ product: [`Invalid pk "${product}" - object does not exist.`] }),
        );
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
        params: productIdParamsSchema,
        body: updateCartLinePayloadSchema,
        response: {
          200: cartLineSchema,
          400: invalidInputResponse,
          401: unauthenticatedResponse,
          404: lineNotFoundResponse,
        },
      },
      // Authentication first, then unknown fields, before the schema would drop them quietly.
      preValidation: [app.authenticate, refuseUnknownFields(updateCartLinePayloadSchema)],
    },
    async (request, reply) => {
      const { userId } = request.user;
      const updated = await setCartLineQuantity(app.db, userId, request.params.id, request.body.quantity);
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
        params: productIdParamsSchema,
        response: {
          204: { type: 'null', description: 'Removed.' },
          400: invalidInputResponse,
          401: unauthenticatedResponse,
          404: lineNotFoundResponse,
        },
      },
      preHandler: app.authenticate,
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
