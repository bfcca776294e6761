import type { FromSchema } from 'json-schema-to-ts';
import { PAGE_SIZES, pageQuery, pageSchemaOf, recordIdSchema } from './pagination.js';

export const productSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'price', 'image', 'description', 'category', 'stock', 'low_stock_threshold'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    name: { type: 'string' },
    price: { type: 'number', minimum: 0, description: 'Price in naira.' },
    image: { type: ['string', 'null'], description: 'URL of the product picture.' },
    description: { type: 'string' },
    category: { type: 'string' },
    stock: { type: 'integer', minimum: 0, description: 'Whole units that can be ordered now.' },
    low_stock_threshold: {
      type: 'integer',
      minimum: 0,
      description: 'At or below this many units the shop says how few are left.',
    },
  },
} as const;

export type Product = FromSchema<typeof productSchema>;

/** A new product's low-stock threshold when its form leaves it out (the column's default is the same 5). */
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;

/**
 * Whether a product is running low: at or below its own low-stock threshold, sold out included. The staff's badges
 * and the shopper's "Only 3 left" both follow it; the dashboard's query says the same in SQL.
 */
export function isLowStock(product: Pick<Product, 'stock' | 'low_stock_threshold'>): boolean {
  return product.stock <= product.low_stock_threshold;
}

/** How the shop tells a shopper what is left of a product. */
export type StockLevel = { kind: 'soldOut' } | { kind: 'few'; left: number } | { kind: 'plenty' };

export function stockLevel(product: Pick<Product, 'stock' | 'low_stock_threshold'>): StockLevel {
  if (product.stock <= 0) return { kind: 'soldOut' };
  if (isLowStock(product)) return { kind: 'few', left: product.stock };
  return { kind: 'plenty' };
}

/** Why a product's stock changed; every change is a row of its ledger. */
export const STOCK_REASONS = ['opening', 'sale', 'cancellation', 'restock', 'correction', 'loss'] as const;

export const categorySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['category'],
  properties: { category: { type: 'string' } },
} as const;

export type Category = FromSchema<typeof categorySchema>;

export const categoryListSchema = { type: 'array', items: categorySchema } as const;

export const productPageSchema = pageSchemaOf(productSchema);

export type ProductPage = FromSchema<typeof productPageSchema>;

/** Query parameters it does not name are ignored, as links with tracking parameters expect. */
export const productListQuerySchema = {
  type: 'object',
  properties: {
    ...pageQuery(PAGE_SIZES.home).properties,
    name: { type: 'string', maxLength: 100, description: 'Case-insensitive part of the name.' },
    category: { type: 'string', maxLength: 100, description: 'Exact category name.' },
  },
} as const;

export type ProductListQuery = FromSchema<typeof productListQuerySchema>;

/** The `{id}` of a path: a product, a cart line, an order. */
export const idParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: recordIdSchema },
} as const;
