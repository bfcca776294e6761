import {
  adminIdParamsSchema,
  adminProductPageSchema,
  adminProductQuerySchema,
  adminProductSchema,
  CATALOGUE_ERROR_CODES,
  ERROR_CODES,
  PRODUCT_PICTURE_DEFAULT_WIDTH,
  PRODUCT_PICTURE_FIELD,
  PRODUCT_PICTURE_MAX_BYTES,
  PRODUCT_PICTURE_WIDTHS,
  PRODUCT_STOCK_MAX,
  type ProductCreatePayload,
  type ProductUpdatePayload,
  productCreatePayloadSchema,
  productUpdatePayloadSchema,
  type StockAdjustmentPayload,
  stockAdjustmentPayloadSchema,
  stockMovementPageSchema,
  stockMovementQuerySchema,
  stockMovementSchema,
  toKobo,
} from '@farmkit/contract';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ApiFailure, invalidInput, invalidPage, notFound } from '../../../api-errors.js';
import {
  changeProduct,
  countAdminProducts,
  createProduct,
  findAdminProduct,
  findCategoryId,
  freeSlug,
  listAdminProducts,
  type ProductChanges,
  productExists,
} from '../../../catalogue/admin-products.repository.js';
import { pictureUrl, productPictureKeys, saveProductPicture } from '../../../catalogue/product-pictures.js';
import { isUniqueViolation } from '../../../db/unique-violation.js';
import { pageOf } from '../../../http/pagination.js';
import {
  errorResponse,
  invalidInputResponse,
  invalidPageResponse,
  staffGuardResponses,
  throttledResponse,
} from '../../../http/responses.js';
import { withBody } from '../../../http/validate-body.js';
import { needs } from '../../../plugins/app/staff-access.js';
import { discardUploads, enqueueUploadDeletion } from '../../../plugins/external/uploads.js';
import { adjustStock, countStockMovements, listStockMovements } from '../../../stock/stock.repository.js';
import { holdsOnProduct } from '../../../stock/stock-holds.repository.js';
import type { AdminPlugin } from '../context.js';

/** Who may read the catalogue's back office, and who may change it. */
const noSuchProduct = errorResponse('No product has this id: "Not found."');
/** What a call on one product answers: the product, or why not. */
const productAnswers = {
  200: adminProductSchema,
  400: invalidInputResponse,
  ...staffGuardResponses,
  404: noSuchProduct,
} as const;
const stockOutOfRangeResponse = errorResponse(
  `The change would take the stock below zero or past ${PRODUCT_STOCK_MAX} units: stock_out_of_range, ` +
    'nothing written.',
);

/** The staff's catalogue: products (published or not), their pictures and their stock. */
const adminProductRoutes: AdminPlugin = async (app) => {
  const throttled = [app.throttle('catalogueWrite')];

  app.get(
    '/products/',
    {
      schema: {
        tags: ['admin'],
        operationId: 'listAdminProducts',
        summary: 'Every product, published or not, a page at a time, filtered and sorted',
        querystring: adminProductQuerySchema,
        response: {
          200: adminProductPageSchema,
          400: invalidInputResponse,
          ...staffGuardResponses,
          404: invalidPageResponse,
        },
      },
      config: needs('catalogue.read'),
    },
    async (request, reply) => {
      const { page, page_size: pageSize, ordering, q, category, published } = request.query;
      const filter = { q, category, published };
      const count = await countAdminProducts(app.db, filter);
      const products = await pageOf(
        request,
        { page, pageSize },
        count,
        (window) => listAdminProducts(app.db, filter, ordering, window),
        { ...filter, ordering },
      );
      return products ?? reply.code(404).send(invalidPage);
    },
  );

  app.post<{ Body: ProductCreatePayload }>(
    '/products/',
    withBody(productCreatePayloadSchema, {
      schema: {
        tags: ['admin'],
        operationId: 'createProduct',
        summary: 'Add a product: its slug comes from the name, its opening stock is a ledger row',
        description:
          'The category is named by `category_id` or by `category` (its exact name). The price is in naira ' +
          'with at most 2 decimals.',
        response: {
          201: adminProductSchema,
          400: invalidInputResponse,
          ...staffGuardResponses,
          429: throttledResponse,
        },
      },
      config: needs('catalogue.write'),
      preHandler: throttled,
    }),
    async (request, reply) => {
      const body = request.body;
      const categoryId = await findCategoryId(app.db, body);
      if (categoryId === undefined) throw new ApiFailure(400, noSuchCategory(body));
      const product = {
        name: body.name,
        description: body.description,
        priceKobo: toKobo(body.price),
        categoryId,
        stock: body.stock,
        lowStockThreshold: body.low_stock_threshold,
        published: body.published,
      };
      // Two products of the same name at once may pick the same free slug: the loser takes the next one.
      for (let attempt = 1; ; attempt += 1) {
        try {
          const id = await app.db
            .transaction()
            .execute(async (trx) =>
              createProduct(trx, request.staff.userId, { ...product, slug: await freeSlug(trx, body.name) }),
            );
          return reply.code(201).send(await foundProduct(id));
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= 3) throw error;
        }
      }
    },
  );

  app.get(
    '/products/:id/',
    {
      schema: {
        tags: ['admin'],
        operationId: 'getAdminProduct',
        summary: 'One product, published or not',
        params: adminIdParamsSchema,
        response: {
          ...productAnswers,
        },
      },
      config: needs('catalogue.read'),
    },
    async (request) => foundProduct(request.params.id),
  );

  app.patch<{ Body: ProductUpdatePayload; Params: { id: number } }>(
    '/products/:id/',
    withBody(productUpdatePayloadSchema, {
      schema: {
        tags: ['admin'],
        operationId: 'updateProduct',
        summary: 'Change a product: name, description, category, price, low-stock threshold',
        description:
          'Fields left out stay as they are; the slug stays too. Stock changes by a stock adjustment ' +
          '(`stock/`), publication by `publish/` and `unpublish/`.',
        params: adminIdParamsSchema,
        response: {
          ...productAnswers,
          429: throttledResponse,
        },
      },
      config: needs('catalogue.write'),
      preHandler: throttled,
    }),
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      if (!(await productExists(app.db, id))) throw new ApiFailure(404, notFound);
      const changes: ProductChanges = {
        ...(body.name === undefined ? {} : { name: body.name }),
        ...(body.description === undefined ? {} : { description: body.description }),
        ...(body.price === undefined ? {} : { price_kobo: toKobo(body.price) }),
        ...(body.low_stock_threshold === undefined ? {} : { low_stock_threshold: body.low_stock_threshold }),
      };
      if (body.category_id !== undefined || body.category !== undefined) {
        const categoryId = await findCategoryId(app.db, body);
        if (categoryId === undefined) throw new ApiFailure(400, noSuchCategory(body));
        changes.category_id = categoryId;
      }
      await change(request, id, 'product.update', changes);
      return foundProduct(id);
    },
  );

  for (const published of [true, false]) {
    const verb = published ? 'publish' : 'unpublish';
    app.post<{ Params: { id: number } }>(
      `/products/:id/${verb}/`,
      {
        schema: {
          tags: ['admin'],
          operationId: published ? 'publishProduct' : 'unpublishProduct',
          summary: published
            ? 'Show a product to shoppers again'
            : 'Hide a product from shoppers: off every list and search, its page a 404; past orders keep it',
          params: adminIdParamsSchema,
          response: {
            ...productAnswers,
            429: throttledResponse,
          },
        },
        config: needs('catalogue.write'),
        preHandler: throttled,
      },
      async (request) => {
        const { id } = request.params;
        await change(request, id, published ? 'product.publish' : 'product.unpublish', { published });
        return foundProduct(id);
      },
    );
  }

  // The picture upload is the one multipart call: the parser is registered for it alone.
  await app.register(async (pictureUpload) => {
    await pictureUpload.register(multipart, {
      limits: { fileSize: PRODUCT_PICTURE_MAX_BYTES, files: 1, fields: 0, parts: 2 },
    });

    pictureUpload.post<{ Params: { id: number } }>(
      '/products/:id/picture/',
      {
        schema: {
          tags: ['admin'],
          operationId: 'uploadProductPicture',
          summary: "Replace a product's picture (multipart/form-data)",
          description:
            `The file (\`${PRODUCT_PICTURE_FIELD}\`) is checked by content and re-encoded as WebP, ` +
            `${PRODUCT_PICTURE_WIDTHS.join(', ')} px wide; \`image\` is the ${PRODUCT_PICTURE_DEFAULT_WIDTH}px ` +
            'one, and the sizes of the picture it replaces are removed.',
          params: adminIdParamsSchema,
          response: {
            ...productAnswers,
            413: errorResponse(`The picture is larger than ${PRODUCT_PICTURE_MAX_BYTES} bytes.`),
            415: errorResponse('The picture is not an image, or the body is not multipart/form-data.'),
            429: throttledResponse,
          },
        },
        config: needs('catalogue.write'),
        preHandler: throttled,
      },
      async (request) => {
        const { id } = request.params;
        if (!(await productExists(app.db, id))) throw new ApiFailure(404, notFound);
        const upload = await readPicture(request);
        const name = await saveProductPicture(app.uploads, upload);
        const stored = productPictureKeys(name);
        // The picture replaced is read with the product locked, in the change's transaction, which also queues its
        // deletion: of two uploads at once, each lets go of the files the other replaced, and no file is left that
        // no product names.
        const changed = await app.db
          .transaction()
          .execute(async (trx) => {
            const change = await changeProduct(trx, {
              actorId: request.staff.userId,
              action: 'product.picture',
              productId: id,
              changes: { image: pictureUrl(name) },
            });
            if (change) await enqueueUploadDeletion(trx, productPictureKeys(change.before.image));
            return change;
          })
          .catch(async (error: unknown) => {
            await discardUploads(app.uploads, stored, request.log);
            throw error;
          });
        if (!changed) {
          await discardUploads(app.uploads, stored, request.log);
          throw new ApiFailure(404, notFound);
        }
        return foundProduct(id);
      },
    );
  });

  app.get(
    '/products/:id/stock/',
    {
      schema: {
        tags: ['admin'],
        operationId: 'listStockMovements',
        summary: "A product's stock ledger: every change, why, by whom, and the stock it left; newest first",
        params: adminIdParamsSchema,
        querystring: stockMovementQuerySchema,
        response: {
          200: stockMovementPageSchema,
          400: invalidInputResponse,
          ...staffGuardResponses,
          404: errorResponse(
            'No product has this id, or the page is past the last: "Not found." / "Invalid page."',
          ),
        },
      },
      config: needs('catalogue.read'),
    },
    async (request, reply) => {
      const { id } = request.params;
      const { page, page_size: pageSize } = request.query;
      if (!(await productExists(app.db, id))) throw new ApiFailure(404, notFound);
      const count = await countStockMovements(app.db, id);
      const movements = await pageOf(request, { page, pageSize }, count, (window) =>
        listStockMovements(app.db, id, window),
      );
      if (!movements) return reply.code(404).send(invalidPage);
      // pageOf links to the route's pattern; these pages are of one product.
      const ofProduct = (link: string | null) => link?.replace('/:id/', `/${id}/`) ?? null;
      return { ...movements, next: ofProduct(movements.next), previous: ofProduct(movements.previous) };
    },
  );

  app.post<{ Body: StockAdjustmentPayload; Params: { id: number } }>(
    '/products/:id/stock/',
    withBody(stockAdjustmentPayloadSchema, {
      schema: {
        tags: ['admin'],
        operationId: 'adjustStock',
        summary: 'Add or take units by hand (restock, correction, loss): a ledger row and an audit row',
        description:
          'One conditional update: the stock never goes below zero, and adjustments made at once all count.',
        params: adminIdParamsSchema,
        response: {
          201: stockMovementSchema,
          400: invalidInputResponse,
          ...staffGuardResponses,
          404: noSuchProduct,
          409: stockOutOfRangeResponse,
          429: throttledResponse,
        },
      },
      config: needs('stock.write'),
      preHandler: throttled,
    }),
    async (request, reply) => {
      const { id } = request.params;
      const { change: units, reason, note } = request.body;
      const outcome = await app.db
        .transaction()
        .execute((trx) =>
          adjustStock(trx, { productId: id, change: units, reason, note, actorId: request.staff.userId }),
        );
      if (outcome.kind === 'noProduct') throw new ApiFailure(404, notFound);
      if (outcome.kind === 'outOfRange') {
        const detail =
          units < 0
            ? `Only ${outcome.stock} in stock: taking ${-units} would leave fewer than zero.`
            : `${outcome.stock} in stock: adding ${units} would pass the most a product holds, ${PRODUCT_STOCK_MAX}.`;
        throw new ApiFailure(409, { detail, code: CATALOGUE_ERROR_CODES.stockOutOfRange });
      }
      return reply.code(201).send(outcome.movement);
    },
  );

  /** One product with the Pay Now holds on it, which keep units out of its stock. */
  async function foundProduct(id: number) {
    const product = await findAdminProduct(app.db, id);
    if (!product) throw new ApiFailure(404, notFound);
    return { ...product, holds: await holdsOnProduct(app.db, id) };
  }

  async function change(
    request: FastifyRequest,
    productId: number,
    action: 'product.update' | 'product.publish' | 'product.unpublish',
    changes: ProductChanges,
  ) {
    const changed = await app.db
      .transaction()
      .execute((trx) => changeProduct(trx, { actorId: request.staff.userId, action, productId, changes }));
    if (!changed) throw new ApiFailure(404, notFound);
  }
};

function noSuchCategory(by: { category_id?: number | undefined }) {
  return by.category_id === undefined
    ? invalidInput({ category: ['No category has this name.'] })
    : invalidInput({ category_id: ['No category has this id.'] });
}

/** The picture of a multipart form; any other field or file is refused. */
async function readPicture(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new ApiFailure(415, {
      detail: 'Send the picture as multipart/form-data.',
      code: ERROR_CODES.unsupportedMedia,
    });
  }
  let picture: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === PRODUCT_PICTURE_FIELD && !picture) {
        picture = await part.toBuffer();
      } else if (part.type === 'file') part.file.resume();
    }
  } catch (error) {
    // The parser's own errors (a file too large, a truncated body) carry their status: they are the client's.
    if ((error as { statusCode?: number }).statusCode) throw error;
    throw new ApiFailure(400, { detail: 'Malformed multipart body.', code: ERROR_CODES.validation });
  }
  if (!picture) throw new ApiFailure(400, invalidInput({ [PRODUCT_PICTURE_FIELD]: ['required'] }));
  return picture;
}

export default adminProductRoutes;
