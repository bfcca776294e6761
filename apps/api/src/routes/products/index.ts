import {
  apiErrorSchema,
  categoryListSchema,
  idParamsSchema,
  productListQuerySchema,
  productPageSchema,
  productSchema,
} from '@farmkit/contract';
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { invalidPage, notFound } from '../../api-errors.js';
import {
  countProducts,
  findProduct,
  listCategories,
  listProducts,
} from '../../catalogue/products.repository.js';
import { pageOf } from '../../http/pagination.js';
import { invalidInputResponse, invalidPageResponse } from '../../http/responses.js';

/**
 * The shop's public catalogue. No route here looks at who calls (signed in, staff or not): every answer is the
 * same for everyone, so each keeps its 200 answers (config.catalogueCache, catalogue/catalogue-cache.ts).
 */
const productRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/',
    {
      config: { catalogueCache: true },
      schema: {
        tags: ['products'],
        operationId: 'listProducts',
        summary: 'Products, a page at a time, optionally filtered by name and category',
        querystring: productListQuerySchema,
        response: {
          200: productPageSchema,
          400: invalidInputResponse,
          404: invalidPageResponse,
        },
      },
    },
    async (request, reply) => {
      const { page, page_size: pageSize, name, category } = request.query;
      const filter = { name, category };
      const count = await countProducts(app.db, filter);
      const products = await pageOf(
        request,
        { page, pageSize },
        count,
        (window) => listProducts(app.db, filter, window),
        filter,
      );
      return products ?? reply.code(404).send(invalidPage);
    },
  );

  // A static path: the router tries it before the `/:id/` parameter, so "category" is never taken for an id.
  app.get(
    '/category/',
    {
      config: { catalogueCache: true },
      schema: {
        tags: ['products'],
        operationId: 'listCategories',
        summary: 'The categories, in shop order',
        response: { 200: categoryListSchema },
      },
    },
    async () => listCategories(app.db),
  );

  app.get(
    '/:id/',
    {
      config: { catalogueCache: true },
      schema: {
        tags: ['products'],
        operationId: 'getProduct',
        summary: 'One product',
        params: idParamsSchema,
        response: {
          200: productSchema,
          400: invalidInputResponse,
          404: { ...apiErrorSchema, description: 'No product has this id: "Not found."' },
        },
      },
    },
    async (request, reply) => {
      const product = await findProduct(app.db, request.params.id);
      if (!product) return reply.code(404).send(notFound);
      return product;
    },
  );
};

export default productRoutes;
