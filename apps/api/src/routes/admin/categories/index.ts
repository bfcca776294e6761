import {
  adminCategoryListSchema,
  adminCategorySchema,
  adminIdParamsSchema,
  type CategoryOrderPayload,
  type CategoryPayload,
  categoryOrderPayloadSchema,
  categoryPayloadSchema,
} from '@farmkit/contract';
import { ApiFailure, invalidInput, notFound } from '../../../api-errors.js';
import {
  createCategory,
  findAdminCategory,
  listAdminCategories,
  renameCategory,
  reorderCategories,
} from '../../../catalogue/categories.repository.js';
import {
  errorResponse,
  invalidInputResponse,
  staffGuardResponses,
  throttledResponse,
} from '../../../http/responses.js';
import { withBody } from '../../../http/validate-body.js';
import { needs } from '../../../plugins/app/staff-access.js';
import type { AdminPlugin } from '../context.js';

const nameTakenResponse = errorResponse('Another category has this name, in any case: category_exists.');

/** The staff's categories: names, and the order the shop lists them in. */
const adminCategoryRoutes: AdminPlugin = async (app) => {
  const throttled = [app.throttle('catalogueWrite')];

  async function foundCategory(id: number) {
    const category = await findAdminCategory(app.db, id);
    if (!category) throw new ApiFailure(404, notFound);
    return category;
  }

  app.get(
    '/categories/',
    {
      schema: {
        tags: ['admin'],
        operationId: 'listAdminCategories',
        summary: 'The categories in shop order, each with how many products it holds (published or not)',
        response: { 200: adminCategoryListSchema, ...staffGuardResponses },
      },
      config: needs('catalogue.write'),
    },
    async () => listAdminCategories(app.db),
  );

  app.post<{ Body: CategoryPayload }>(
    '/categories/',
    withBody(categoryPayloadSchema, {
      schema: {
        tags: ['admin'],
        operationId: 'createCategory',
        summary: 'Add a category, listed last',
        response: {
          201: adminCategorySchema,
          400: invalidInputResponse,
          ...staffGuardResponses,
          409: nameTakenResponse,
          429: throttledResponse,
        },
      },
      config: needs('catalogue.write'),
      preHandler: throttled,
    }),
    async (request, reply) => {
      const id = await app.db
        .transaction()
        .execute((trx) => createCategory(trx, request.staff.userId, request.body.name));
      return reply.code(201).send(await foundCategory(id));
    },
  );

  // A static path: the router tries it before `/categories/:id/`.
  app.post<{ Body: CategoryOrderPayload }>(
    '/categories/order/',
    withBody(categoryOrderPayloadSchema, {
      schema: {
        tags: ['admin'],
        operationId: 'orderCategories',
        summary: 'Set the order the shop lists the categories in: every category id, each once',
        response: {
          200: adminCategoryListSchema,
          400: invalidInputResponse,
          ...staffGuardResponses,
          429: throttledResponse,
        },
      },
      config: needs('catalogue.write'),
      preHandler: throttled,
    }),
    async (request) => {
      const ordered = await app.db
        .transaction()
        .execute((trx) => reorderCategories(trx, request.staff.userId, request.body.ids));
      if (!ordered) throw new ApiFailure(400, invalidInput({ ids: ['list every category id, each once'] }));
      return listAdminCategories(app.db);
    },
  );

  app.patch<{ Body: CategoryPayload; Params: { id: number } }>(
    '/categories/:id/',
    withBody(categoryPayloadSchema, {
      schema: {
        tags: ['admin'],
        operationId: 'renameCategory',
        summary: 'Rename a category',
        params: adminIdParamsSchema,
        response: {
          200: adminCategorySchema,
          400: invalidInputResponse,
          ...staffGuardResponses,
          404: errorResponse('No category has this id: "Not found."'),
          409: nameTakenResponse,
          429: throttledResponse,
        },
      },
      config: needs('catalogue.write'),
      preHandler: throttled,
    }),
    async (request) => {
      const { id } = request.params;
      const renamed = await app.db
        .transaction()
        .execute((trx) => renameCategory(trx, request.staff.userId, id, request.body.name));
      if (!renamed) throw new ApiFailure(404, notFound);
      return foundCategory(id);
    },
  );
};

export default adminCategoryRoutes;
