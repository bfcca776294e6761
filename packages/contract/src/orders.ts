import type { FromSchema } from 'json-schema-to-ts';
import { cartDeliverySchema } from './delivery.js';
import { ORDER_STAGES, orderDeliverySchema, orderTimelineEntrySchema } from './order-lifecycle.js';
import { PAGE_SIZES, pageQuery, pageSchemaOf, recordIdSchema } from './pagination.js';
import { paymentStatusCodeSchema } from './payment-status-codes.js';

/** The product as a cart line shows it. */
export const cartProductSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'description', 'price', 'image', 'stock'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    name: { type: 'string' },
    description: { type: 'string' },
    price: { type: 'number', minimum: 0, description: 'Current catalogue price in naira.' },
    image: { type: ['string', 'null'] },
    stock: { type: 'integer', minimum: 0, description: 'Whole units that can be ordered now.' },
  },
} as const;

export const cartLineSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'product', 'quantity'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    product: cartProductSchema,
    quantity: { type: 'integer', minimum: 1 },
  },
} as const;
export type CartLine = FromSchema<typeof cartLineSchema>;

/**
 * A page of the cart, with the money of the WHOLE cart (the spec's page-only subtotal is a defect:
 * docs/spec-decisions.md#cart-subtotal-whole-cart): what an order placed now would charge, as the server
 * decides it.
 */
const cartLinesPageSchema = pageSchemaOf(cartLineSchema);
export const cartPageSchema = {
  ...cartLinesPageSchema,
  required: [
    ...cartLinesPageSchema.required,
    'subtotal',
    'discount',
    'delivery',
    'delivery_fee',
    'minimum_missing',
    'total',
  ],
  properties: {
    ...cartLinesPageSchema.properties,
    subtotal: {
      type: 'number',
      minimum: 0,
      description: 'Sum of price x quantity over every line, in naira.',
    },
    discount: {
      type: 'number',
      minimum: 0,
      description:
        'The first-order discount an order of this cart gets (0 once the account has ordered), in naira.',
    },
    delivery: cartDeliverySchema,
    delivery_fee: {
      type: 'number',
      minimum: 0,
      description: "The chosen area's delivery fee, in naira; 0 for pickup or no choice yet.",
    },
    minimum_missing: {
      type: 'number',
      minimum: 0,
      description:
        "What the subtotal after discount still lacks for the chosen area's minimum order, in naira; 0 once met.",
    },
    total: { type: 'number', minimum: 0, description: 'subtotal - discount + delivery_fee, in naira.' },
  },
} as const;
export type CartPage = FromSchema<typeof cartPageSchema>;

export const MAX_CART_QUANTITY = 999;

/** Adding a product already in the cart raises its quantity instead of adding a line. */
export const addToCartPayloadSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['product'],
  properties: {
    product: recordIdSchema,
    quantity: { type: 'integer', minimum: 1, maximum: MAX_CART_QUANTITY, default: 1 },
  },
} as const;
export type AddToCartPayload = FromSchema<typeof addToCartPayloadSchema>;

export const updateCartLinePayloadSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['quantity'],
  properties: { quantity: { type: 'integer', minimum: 1, maximum: MAX_CART_QUANTITY } },
} as const;
export type UpdateCartLinePayload = FromSchema<typeof updateCartLinePayloadSchema>;

export const PAYMENT_METHODS = ['on_delivery', 'pay_now'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const ORDER_STATUSES = ['Pending', 'Completed', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The first-order discount of a subtotal, in whole kobo (half a kobo up): `rate` is the share taken off, from 0
 * (no discount) to 1. The shop decides the rate (the API's FIRST_ORDER_DISCOUNT_RATE); the server alone applies
 * it, and clients show the discount the server answers.
 */
export function firstOrderDiscountKobo(subtotalKobo: number, rate: number): number {
  if (!(rate >= 0 && rate <= 1)) throw new RangeError(`A discount rate is a share from 0 to 1, got ${rate}`);
  return Math.round(subtotalKobo * rate);
}

/** An order line keeps the name and price the product had when the order was placed. */
export const orderItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'product_id', 'name', 'image', 'price', 'quantity', 'line_total'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    product_id: { type: ['integer', 'null'], description: 'null once the product left the catalogue.' },
    name: { type: 'string' },
    image: { type: ['string', 'null'] },
    price: { type: 'number', minimum: 0 },
    quantity: { type: 'integer', minimum: 1 },
    line_total: { type: 'number', minimum: 0 },
  },
} as const;
export type OrderItem = FromSchema<typeof orderItemSchema>;

export const orderSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'created_at',
    'payment_method',
    'status',
    'items',
    'subtotal',
    'discount',
    'total_price',
    'paid',
    'test_payment',
    'reference',
    'stage',
    'timeline',
    'delivery',
    'refunded_amount',
  ],
  properties: {
    id: { type: 'integer', minimum: 1 },
    created_at: { type: 'string', format: 'date-time' },
    payment_method: { type: 'string', enum: PAYMENT_METHODS },
    status: { type: 'string', enum: ORDER_STATUSES },
    items: { type: 'array', items: orderItemSchema },
    subtotal: { type: 'number', minimum: 0 },
    discount: { type: 'number', minimum: 0 },
    total_price: { type: 'number', minimum: 0, description: 'subtotal - discount, in naira.' },
    paid: {
      type: 'boolean',
      description:
        'Money was received for it: paid online, or cash recorded at the door. A test payment is never money.',
    },
    test_payment: {
      type: 'boolean',
      description: "Paid through the sandbox's test checkout: no money was taken.",
    },
    reference: { type: ['string', 'null'], description: 'The payment reference of a pay_now order.' },
    stage: { type: 'string', enum: ORDER_STAGES, description: 'Where the order is; `status` follows it.' },
    timeline: {
      type: 'array',
      description: 'Each stage the order reached, oldest first; placed is the first.',
      items: orderTimelineEntrySchema,
    },
    delivery: orderDeliverySchema,
    refunded_amount: { type: 'number', minimum: 0, description: 'Naira refunded, once cancelled.' },
    payment_status: paymentStatusCodeSchema,
  },
} as const;
export type Order = FromSchema<typeof orderSchema>;

/** How every screen and e-mail names an order paid through the sandbox. */
export const TEST_PAYMENT_LABEL = 'Test payment: no money taken';

/** How every screen and e-mail names a payment method: the checkout's choices, the orders and their e-mail. */
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  pay_now: 'Pay Now',
  on_delivery: 'Pay On Delivery',
};

/* Where an order's money stands (paymentStatusOf, paymentStatusLabel, staffPaymentText): payment-status.ts. */

export const orderPageSchema = pageSchemaOf(orderSchema);
export type OrderPage = FromSchema<typeof orderPageSchema>;

/** Placing an order from the cart; `reference` names the verified payment of a `pay_now` order. */
export const placeOrderPayloadSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['payment_method'],
  properties: {
    payment_method: { type: 'string', enum: PAYMENT_METHODS },
    reference: { type: 'string', minLength: 1, maxLength: 100 },
  },
} as const;
export type PlaceOrderPayload = FromSchema<typeof placeOrderPayloadSchema>;

/** Who takes Pay Now in this shop: Paystack, Flutterwave, the sandbox's test checkout (no money moves), or nobody. */
export const PAY_NOW_PROVIDERS = ['paystack', 'flutterwave', 'sandbox', 'off'] as const;
export type PayNowProvider = (typeof PAY_NOW_PROVIDERS)[number];

export const payNowSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['provider', 'test_mode'],
  properties: {
    provider: { type: 'string', enum: PAY_NOW_PROVIDERS },
    test_mode: { type: 'boolean', description: 'Payments are tests: no money is taken, no order is paid.' },
  },
} as const;
export type PayNow = FromSchema<typeof payNowSchema>;

/**
 * Payment initialize: the provider's access code and our reference for the current cart's total; a provider whose
 * checkout is a page of its own (Flutterwave) also answers where to send the shopper.
 */
export const paymentInitSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['access_code', 'reference', 'amount', 'provider'],
  properties: {
    access_code: { type: 'string' },
    reference: { type: 'string' },
    amount: { type: 'number', minimum: 0, description: 'Naira to pay: the cart total after discount.' },
    provider: { type: 'string', enum: ['sandbox', 'paystack', 'flutterwave'] },
    authorization_url: {
      type: 'string',
      format: 'uri',
      description:
        "The provider's hosted checkout to send the shopper to (Flutterwave), which sends them back to the " +
        "shop's checkout; absent when the payment is taken on the shop's page (Paystack's popup, the sandbox).",
    },
  },
} as const;
export type PaymentInit = FromSchema<typeof paymentInitSchema>;

/** A page of the cart: its page size by default. */
export const cartQuerySchema = pageQuery(PAGE_SIZES.cart);
export type CartQuery = FromSchema<typeof cartQuerySchema>;

/** A page of the caller's orders: as many as their orders page shows by default. */
export const orderListQuerySchema = pageQuery(PAGE_SIZES.orders);
export type OrderListQuery = FromSchema<typeof orderListQuerySchema>;

/** The cart, order and payment calls, relative to `/api/v1/`. */
export const ORDER_PATHS = {
  cart: 'products/cart/',
  cartLine: (id: number) => `products/cart/${id}/`,
  orders: 'products/orders/',
  order: (id: number) => `products/orders/${id}/`,
  /**
   * The spec's spelling (contract); the correct spelling is served too
   * (docs/spec-decisions.md#paystack-initialize-spelling).
   */
  initializePayment: 'products/paystack-initalize-payment/',
  initializePaymentCorrectSpelling: 'products/paystack-initialize-payment/',
  paystackWebhook: 'payments/paystack/webhook/',
  flutterwaveWebhook: 'payments/flutterwave/webhook/',
  payNow: 'payments/pay-now/',
  /** The sandbox provider's test checkout: the payer's outcome for a payment. */
  sandboxOutcome: (reference: string) => `payments/sandbox/${encodeURIComponent(reference)}/`,
} as const;

/** What the payer can do in the sandbox's test checkout: pay, close it, pay by bank transfer (pending) or fail. */
export const SANDBOX_OUTCOMES = ['success', 'cancel', 'pending', 'error'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

export const sandboxOutcomePayloadSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['outcome'],
  properties: { outcome: { type: 'string', enum: SANDBOX_OUTCOMES } },
} as const;

export const PAYMENT_STATUSES = ['initialized', 'success', 'failed', 'abandoned', 'pending'] as const;

export const sandboxResultSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['reference', 'status'],
  properties: {
    reference: { type: 'string' },
    status: { type: 'string', enum: PAYMENT_STATUSES },
  },
} as const;
export type SandboxResult = FromSchema<typeof sandboxResultSchema>;

/** Error texts that the API returns. */
export const ORDER_ERROR_DETAILS = {
  emptyCart: 'Nothing added to Cart',
} as const;
