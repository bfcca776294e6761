import { array, boolean, type InferType, number, object, string } from 'yup';
import { hasWholeKobo } from '../money.js';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '../products.js';

/** The catalogue's limits, shared by the back office's forms and the admin API. */
export const PRODUCT_NAME_MAX_LENGTH = 200;
export const PRODUCT_DESCRIPTION_MAX_LENGTH = 5000;
export const CATEGORY_NAME_MAX_LENGTH = 100;
/** Naira. Kept well under 2^31 kobo, the largest value of the price column. */
export const PRODUCT_PRICE_MAX = 10_000_000;
/** Units: the most a product may hold, and the largest single adjustment. */
export const PRODUCT_STOCK_MAX = 1_000_000;
export const STOCK_NOTE_MAX_LENGTH = 500;
/** Why staff change a product's stock by hand; the shop's own reasons (sale, cancellation) are not theirs. */
export const STOCK_ADJUSTMENT_REASONS = ['restock', 'correction', 'loss'] as const;
export type StockAdjustmentReason = (typeof STOCK_ADJUSTMENT_REASONS)[number];

export const CATALOGUE_MESSAGES = {
  required: 'required',
  wholeNumber: 'enter a whole number',
  priceNegative: 'the price cannot be negative',
  priceTooHigh: `the price cannot be more than ₦${PRODUCT_PRICE_MAX.toLocaleString('en-NG')}`,
  priceDecimals: 'at most 2 decimals (kobo)',
  stockNegative: 'cannot be negative',
  stockTooHigh: `cannot be more than ${PRODUCT_STOCK_MAX.toLocaleString('en-NG')}`,
  categoryOneOf: 'give either category_id or category (a name), not both',
  categoryRequired: 'choose a category',
  changeZero: 'the change cannot be zero',
  reasonOneOf: `choose one of: ${STOCK_ADJUSTMENT_REASONS.join(', ')}`,
  restockPositive: 'a restock adds units: the change must be positive',
  lossNegative: 'a loss takes units: the change must be negative',
  idsUnique: 'each category once',
} as const;
const messages = CATALOGUE_MESSAGES;

const LARGEST_ID = 2_147_483_647;

/** Naira with at most 2 decimals; the API stores it as whole kobo. */
export const price = () =>
  number()
    .min(0, messages.priceNegative)
    .max(PRODUCT_PRICE_MAX, messages.priceTooHigh)
    .test('kobo', messages.priceDecimals, (value) => value === undefined || hasWholeKobo(value));

const units = () =>
  number()
    .integer(messages.wholeNumber)
    .min(0, messages.stockNegative)
    .max(PRODUCT_STOCK_MAX, messages.stockTooHigh);

const categoryId = () => number().integer(messages.wholeNumber).min(1).max(LARGEST_ID);
const categoryName = () => string().trim().max(CATEGORY_NAME_MAX_LENGTH);

/** A category by its id or its exact name: one of the two, never both. */
const categoryByName = (required: boolean) =>
  categoryName()
    .optional()
    .test('one-of', messages.categoryOneOf, function oneOf(value) {
      return !(value !== undefined && this.parent.category_id !== undefined);
    })
    .test('required', messages.categoryRequired, function present(value) {
      return !required || value !== undefined || this.parent.category_id !== undefined;
    });

const productName = () => string().trim().max(PRODUCT_NAME_MAX_LENGTH);
const description = () => string().trim().max(PRODUCT_DESCRIPTION_MAX_LENGTH);

/** A new product. Its slug is derived from the name; it opens with `stock` units (a ledger row says so). */
export const productCreatePayloadSchema = object({
  name: productName().required(messages.required),
  description: description().default(''),
  category_id: categoryId().optional(),
  category: categoryByName(true),
  price: price().required(messages.required),
  stock: units().default(0),
  low_stock_threshold: units().default(DEFAULT_LOW_STOCK_THRESHOLD),
  published: boolean().default(true),
});
export type ProductCreatePayload = InferType<typeof productCreatePayloadSchema>;

/**
 * A change to a product: fields left out stay as they are. Stock changes only through a stock adjustment (a
 * ledger row), and publishing through the publish and unpublish calls.
 */
export const productUpdatePayloadSchema = object({
  name: productName().min(1, messages.required).optional(),
  description: description().optional(),
  category_id: categoryId().optional(),
  category: categoryByName(false),
  price: price().optional(),
  low_stock_threshold: units().optional(),
});
export type ProductUpdatePayload = InferType<typeof productUpdatePayloadSchema>;

export const categoryPayloadSchema = object({
  name: categoryName().required(messages.required),
});
export type CategoryPayload = InferType<typeof categoryPayloadSchema>;

/** Every category's id, once each, in the order the shop lists them. */
export const categoryOrderPayloadSchema = object({
  // Strict: an id sent as text is refused, not read as a number.
  ids: array()
    .strict()
    .of(categoryId().strict().required(messages.required))
    .required(messages.required)
    .min(1, messages.required)
    .max(1000)
    .test('unique', messages.idsUnique, (ids) => ids === undefined || new Set(ids).size === ids.length),
});
export type CategoryOrderPayload = InferType<typeof categoryOrderPayloadSchema>;

export const stockAdjustmentPayloadSchema = object({
  change: number()
    .required(messages.required)
    .integer(messages.wholeNumber)
    .min(-PRODUCT_STOCK_MAX, messages.stockTooHigh)
    .max(PRODUCT_STOCK_MAX, messages.stockTooHigh)
    .notOneOf([0], messages.changeZero)
    .test('restock', messages.restockPositive, function restock(value) {
      return this.parent.reason !== 'restock' || value === undefined || value > 0;
    })
    .test('loss', messages.lossNegative, function loss(value) {
      return this.parent.reason !== 'loss' || value === undefined || value < 0;
    }),
  reason: string().required(messages.required).oneOf(STOCK_ADJUSTMENT_REASONS, messages.reasonOneOf),
  note: string().trim().max(STOCK_NOTE_MAX_LENGTH).default(''),
});
export type StockAdjustmentPayload = InferType<typeof stockAdjustmentPayloadSchema>;
