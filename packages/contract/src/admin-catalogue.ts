import type { FromSchema } from 'json-schema-to-ts';
import { PAGE_SIZES, pageQuery, pageSchemaOf } from './pagination.js';
import { STOCK_REASONS } from './products.js';
import { CATEGORY_NAME_MAX_LENGTH } from './validation/catalogue.js';

/** The staff's catalogue: products, their pictures and stock, and the categories. */

/** An uploaded product picture is kept in these widths (WebP); `image` is the default one. */
export const PRODUCT_PICTURE_WIDTHS = [320, 640, 960] as const;
export const PRODUCT_PICTURE_DEFAULT_WIDTH = 640;
export const PRODUCT_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
/** The multipart field of the picture upload. */
export const PRODUCT_PICTURE_FIELD = 'picture';

/** How the staff's product list may be sorted; a leading `-` sorts descending. */
export const ADMIN_PRODUCT_ORDERINGS = [
  'name',
  '-name',
  'price',
  '-price',
  'stock',
  '-stock',
  'created',
  '-created',
] as const;
export type AdminProductOrdering = (typeof ADMIN_PRODUCT_ORDERINGS)[number];

export const CATALOGUE_ERROR_CODES = {
  /** Another category has this name (compared without regard to case). */
  categoryExists: 'category_exists',
  /** A stock adjustment would take the stock below zero, or past the most a product may hold. */
  stockOutOfRange: 'stock_out_of_range',
} as const;

/** Units an unpaid (or not yet ordered) Pay Now payment holds off a product's stock, until `expires_at`. */
export const productHoldSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['quantity', 'expires_at'],
  properties: {
    quantity: { type: 'integer', minimum: 1 },
    expires_at: {
      type: 'string',
      format: 'date-time',
      description:
        'When the units go back on sale unless the payment is made; the sweep returns them within a minute.',
    },
  },
} as const;
export type ProductHold = FromSchema<typeof productHoldSchema>;

/** A product as the staff see it: the shopper's fields, and its slug, category id, publication and age. */
export const adminProductSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'name',
    'slug',
    'description',
    'price',
    'image',
    'category_id',
    'category',
    'stock',
    'low_stock_threshold',
    'published',
    'created_at',
  ],
  properties: {
    id: { type: 'integer', minimum: 1 },
    name: { type: 'string' },
    slug: { type: 'string' },
    description: { type: 'string' },
    price: { type: 'number', minimum: 0, description: 'Price in naira.' },
    image: {
      type: ['string', 'null'],
      description: `URL of the picture; an uploaded one is the ${PRODUCT_PICTURE_DEFAULT_WIDTH}px-wide WebP.`,
    },
    category_id: { type: 'integer', minimum: 1 },
    category: { type: 'string' },
    stock: { type: 'integer', minimum: 0 },
    low_stock_threshold: { type: 'integer', minimum: 0 },
    published: { type: 'boolean', description: 'Whether shoppers see it; unpublished, it is a 404 to them.' },
    created_at: { type: 'string', format: 'date-time' },
    holds: {
      type: 'array',
      items: productHoldSchema,
      description:
        'One product’s answer only (not the list): the Pay Now holds on it now, soonest to end first. Their units ' +
        'are not in `stock`.',
    },
  },
} as const;
export type AdminProduct = FromSchema<typeof adminProductSchema>;

export const adminProductPageSchema = pageSchemaOf(adminProductSchema);
export type AdminProductPage = FromSchema<typeof adminProductPageSchema>;

export const adminProductQuerySchema = {
  type: 'object',
  properties: {
    ...pageQuery(PAGE_SIZES.adminProducts).properties,
    q: { type: 'string', maxLength: 100, description: 'Case-insensitive part of the name.' },
    category: { type: 'string', maxLength: CATEGORY_NAME_MAX_LENGTH, description: 'Exact category name.' },
    published: { type: 'string', enum: ['true', 'false'] },
    ordering: { type: 'string', enum: ADMIN_PRODUCT_ORDERINGS, default: 'name' },
  },
} as const;
export type AdminProductQuery = FromSchema<typeof adminProductQuerySchema>;

export const adminCategorySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'position', 'product_count'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    name: { type: 'string' },
    position: { type: 'integer', description: 'Where the shop lists it: ascending.' },
    product_count: { type: 'integer', minimum: 0, description: 'Its products, published or not.' },
  },
} as const;
export type AdminCategory = FromSchema<typeof adminCategorySchema>;

export const adminCategoryListSchema = { type: 'array', items: adminCategorySchema } as const;

/** One row of a product's stock ledger. */
export const stockMovementSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'change', 'stock_after', 'reason', 'order_id', 'actor', 'note', 'created_at'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    change: { type: 'integer', description: 'Units added (positive) or taken (negative).' },
    stock_after: { type: 'integer', minimum: 0 },
    reason: { type: 'string', enum: STOCK_REASONS },
    order_id: { type: ['integer', 'null'] },
    actor: {
      type: ['object', 'null'],
      description:
        'The staff member who made the change; null for the shop’s own (a sale, the opening stock).',
      additionalProperties: false,
      required: ['id', 'email'],
      properties: { id: { type: 'integer', minimum: 1 }, email: { type: ['string', 'null'] } },
    },
    note: { type: 'string' },
    created_at: { type: 'string', format: 'date-time' },
  },
} as const;
export type StockMovement = FromSchema<typeof stockMovementSchema>;

export const stockMovementPageSchema = pageSchemaOf(stockMovementSchema);
export type StockMovementPage = FromSchema<typeof stockMovementPageSchema>;

export const stockMovementQuerySchema = pageQuery(PAGE_SIZES.stockMovements);
export type StockMovementQuery = FromSchema<typeof stockMovementQuerySchema>;

/** The catalogue's `admin/` calls, relative to `/api/v1/`. */
export const CATALOGUE_ADMIN_PATHS = {
  products: 'admin/products/',
  product: (id: number) => `admin/products/${id}/`,
  publish: (id: number) => `admin/products/${id}/publish/`,
  unpublish: (id: number) => `admin/products/${id}/unpublish/`,
  picture: (id: number) => `admin/products/${id}/picture/`,
  stock: (id: number) => `admin/products/${id}/stock/`,
  categories: 'admin/categories/',
  category: (id: number) => `admin/categories/${id}/`,
  categoryOrder: 'admin/categories/order/',
} as const;
