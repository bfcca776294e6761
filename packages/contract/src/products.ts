import type { FromSchema } from 'json-schema-to-ts';
import { FIRST_PAGE, MAX_PAGE_SIZE, pageSchemaOf } from './pagination.js';

export const productSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'price', 'image', 'description', 'category'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    name: { type: 'string' },
    price: { type: 'number', minimum: 0, description: 'Price in naira.' },
    image: { type: ['string', 'null'], description: 'URL of the product picture.' },
    description: { type: 'string' },
    category: { type: 'string' },
  },
} as const;

export type Product = FromSchema<typeof productSchema>;

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

export const productListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'integer', minimum: FIRST_PAGE, default: FIRST_PAGE },
    page_size: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: 16 },
    name: { type: 'string', maxLength: 100, description: 'Case-insensitive part of the name.' },
    category: { type: 'string', maxLength: 100, description: 'Exact category name.' },
  },
} as const;

export type ProductListQuery = FromSchema<typeof productListQuerySchema>;

export const productIdParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 } },
} as const;
