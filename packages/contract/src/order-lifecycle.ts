import type { FromSchema } from 'json-schema-to-ts';
import { orderDeliveryPlanSchema } from './delivery.js';
import { PAGE_SIZES, pageQuery, pageSchemaOf } from './pagination.js';
import { paymentStatusCodeSchema } from './payment-status-codes.js';

/**
 * Where an order is in its life: placed, then confirmed, out for delivery and delivered; or cancelled from
 * placed or confirmed. A paid order the stock could not cover is placed `on_hold` (the shop puts it there),
 * until a manager confirms it (stock found) or cancels it (refund). Which moves are allowed, and the capability
 * each needs, is one table in the API (`STAGE_MOVES`; docs/decisions/0008-order-stages-and-capabilities.md).
 */
export const ORDER_STAGES = [
  'placed',
  'confirmed',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'on_hold',
] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];

/** The stages of an order not finished yet (neither delivered nor cancelled): what the dashboard counts as waiting. */
export const WAITING_STAGES = [
  'placed',
  'confirmed',
  'out_for_delivery',
  'on_hold',
] as const satisfies readonly OrderStage[];
export type WaitingStage = (typeof WAITING_STAGES)[number];

export const ORDER_STAGE_LABELS: Readonly<Record<OrderStage, string>> = {
  placed: 'Placed',
  confirmed: 'Confirmed',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  on_hold: 'On hold',
};

/**
 * The spec's `status` of each stage: delivered is Completed, cancelled is Cancelled, anything else Pending
 * (docs/spec-decisions.md#order-status-follows-stage).
 */
export const ORDER_STAGE_STATUS = {
  placed: 'Pending',
  confirmed: 'Pending',
  out_for_delivery: 'Pending',
  delivered: 'Completed',
  cancelled: 'Cancelled',
  on_hold: 'Pending',
} as const satisfies Record<OrderStage, 'Pending' | 'Completed' | 'Cancelled'>;

/**
 * Where and how an order goes, copied when it was placed (later profile or delivery settings changes leave it): the
 * name and phone from the profile, the address (the shopper's for delivery, the farm's pickup point for pickup), the
 * city (the area's name for delivery), and the plan: method, area, slot, the rider's landmark and note, and the fee.
 * Orders from before delivery days answer method 'delivery', area and slot null, fee 0.
 */
export const orderDeliverySchema = {
  type: ['object', 'null'],
  description: 'Null for orders placed before delivery details were kept.',
  additionalProperties: false,
  required: ['name', 'phone', 'address', 'city', ...orderDeliveryPlanSchema.required],
  properties: {
    name: { type: 'string' },
    phone: { type: 'string' },
    address: { type: 'string' },
    city: { type: 'string' },
    ...orderDeliveryPlanSchema.properties,
  },
} as const;
export type OrderDelivery = FromSchema<typeof orderDeliverySchema>;

/** One step of an order's life as its shopper sees it: the stage it reached, when, and why. */
export const orderTimelineEntrySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['stage', 'at', 'note'],
  properties: {
    stage: { type: 'string', enum: ORDER_STAGES },
    at: { type: 'string', format: 'date-time' },
    note: { type: 'string' },
  },
} as const;
export type OrderTimelineEntry = FromSchema<typeof orderTimelineEntrySchema>;

/**
 * One step of an order's life as the staff see it: also by whom (null: the shop itself). Shoppers are not told
 * which staff member moved their order, nor their account id.
 */
export const staffTimelineEntrySchema = {
  ...orderTimelineEntrySchema,
  required: [...orderTimelineEntrySchema.required, 'by'],
  properties: {
    ...orderTimelineEntrySchema.properties,
    by: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['id', 'name'],
      properties: { id: { type: ['integer', 'null'] }, name: { type: 'string' } },
    },
  },
} as const;
export type StaffTimelineEntry = FromSchema<typeof staffTimelineEntrySchema>;

/** Error codes and texts of the order lifecycle. */
export const ORDER_LIFECYCLE_ERROR_CODES = {
  /** An order paid on delivery needs a phone and an address in the profile. */
  deliveryDetailsMissing: 'delivery_details_missing',
  /** The move is not in the stage table from the order's current stage. */
  invalidTransition: 'invalid_transition',
  /** The move's `from` is not the order's stage any more: someone (or a second tap) moved it first. */
  orderMoved: 'order_moved',
  /** Marking delivered an order with cash to collect needs the cash received. */
  cashReceivedRequired: 'cash_received_required',
  /** Cash was sent for an order with nothing to collect, or with a move other than delivered. */
  cashNotDue: 'cash_not_due',
  /** The cash received is not the amount to collect. */
  cashAmountMismatch: 'cash_amount_mismatch',
} as const;

export const ORDER_LIFECYCLE_ERROR_DETAILS = {
  deliveryDetailsMissing: 'Add your phone number to your account before you order: the rider calls it.',
  invalidTransition: 'The order cannot move to this stage from where it is now.',
  orderMoved: (stage: string) =>
    `This order has moved on meanwhile: it is ${stage} now. Nothing was changed.`,
  cashReceivedRequired: 'Record the cash received to mark this order delivered: it had cash to collect.',
  cashNotDue: 'This order has no cash to collect: record cash only when marking a cash order delivered.',
  cashAmountMismatch: (due: string) =>
    `The cash received must be the amount to collect, ${due}. If the customer paid another amount, do not ` +
    'mark it delivered: tell the manager.',
} as const;

/** A refund of a cancelled order's payment, as the provider answered it. */
export const orderRefundSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['amount', 'status', 'at', 'by'],
  properties: {
    amount: { type: 'number', minimum: 0, description: 'Naira.' },
    status: { type: 'string', description: "The provider's status of the refund: pending, processed..." },
    at: { type: 'string', format: 'date-time' },
    by: { type: ['integer', 'null'], description: 'The staff member who refunded it.' },
  },
} as const;
export type OrderRefund = FromSchema<typeof orderRefundSchema>;

const customerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'email', 'phone'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    name: { type: 'string' },
    email: { type: 'string' },
    phone: { type: ['string', 'null'] },
    deleted: {
      type: 'boolean',
      description:
        'The account was deleted: `name` is "Deleted customer #<id>", `email` empty, `phone` null.',
    },
  },
} as const;

/** When money was recorded, and by whom: the cash at the door, and the rest of a short payment. */
const recordedProperties = {
  at: { type: 'string', format: 'date-time' },
  by: {
    type: ['object', 'null'],
    description: 'Who recorded it (their name as it was then); null: not known.',
    additionalProperties: false,
    required: ['id', 'name'],
    properties: { id: { type: ['integer', 'null'] }, name: { type: 'string' } },
  },
} as const;

/**
 * A customer who paid the rider less than was due (docs/spec-decisions.md#riders-and-short-payments): how much was
 * missing, the rider's reason, and the rest once the office recorded it (`POST admin/orders/{id}/settle/`).
 */
export const cashShortSchema = {
  type: ['object', 'null'],
  description: 'Null: the full amount was taken at the door.',
  additionalProperties: false,
  required: ['amount', 'note', 'settled'],
  properties: {
    amount: { type: 'number', minimum: 0, description: 'Naira missing at the door.' },
    note: { type: 'string', description: 'Why, as the rider recorded it.' },
    settled: {
      type: ['object', 'null'],
      description: 'The rest, received later and recorded by the office; null: still owed.',
      additionalProperties: false,
      required: ['amount', 'at', 'by', 'note'],
      properties: {
        amount: { type: 'number', minimum: 0, description: 'Naira.' },
        ...recordedProperties,
        note: { type: 'string', description: 'How it came (transfer, cash at the gate); may be empty.' },
      },
    },
  },
} as const;

/** The cash a staff member took at the door and recorded when they marked the order delivered. */
export const cashReceivedSchema = {
  type: ['object', 'null'],
  description: 'Null: no cash recorded (paid online, or not delivered yet).',
  additionalProperties: false,
  required: ['amount', 'at', 'by'],
  properties: {
    amount: { type: 'number', minimum: 0, description: 'Naira taken at the door.' },
    ...recordedProperties,
    short: cashShortSchema,
  },
} as const;
export type CashReceived = FromSchema<typeof cashReceivedSchema>;

/** A line of the staff's order list. */
export const adminOrderSummarySchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'created_at',
    'stage',
    'status',
    'payment_method',
    'paid',
    'test_payment',
    'total_price',
    'refunded_amount',
    'customer',
    'delivery',
    'cash_received',
  ],
  properties: {
    id: { type: 'integer', minimum: 1 },
    created_at: { type: 'string', format: 'date-time' },
    stage: { type: 'string', enum: ORDER_STAGES },
    status: { type: 'string', enum: ['Pending', 'Completed', 'Cancelled'] },
    payment_method: { type: 'string', enum: ['on_delivery', 'pay_now'] },
    paid: { type: 'boolean' },
    test_payment: { type: 'boolean' },
    total_price: { type: 'number', minimum: 0 },
    refunded_amount: { type: 'number', minimum: 0 },
    customer: customerSchema,
    delivery: orderDeliverySchema,
    cash_received: cashReceivedSchema,
    payment_status: paymentStatusCodeSchema,
  },
} as const;
export type AdminOrderSummary = FromSchema<typeof adminOrderSummarySchema>;

export const adminOrderPageSchema = pageSchemaOf(adminOrderSummarySchema);
export type AdminOrderPage = FromSchema<typeof adminOrderPageSchema>;

export const adminOrderQuerySchema = {
  type: 'object',
  properties: {
    ...pageQuery(PAGE_SIZES.adminOrders).properties,
    stage: { type: 'string', enum: ORDER_STAGES },
    payment_method: { type: 'string', enum: ['on_delivery', 'pay_now'] },
    from: {
      type: 'string',
      format: 'date',
      description: 'Placed on or after this day of the shop (Africa/Lagos).',
    },
    to: {
      type: 'string',
      format: 'date',
      description: 'Placed on or before this day of the shop (Africa/Lagos).',
    },
    q: {
      type: 'string',
      maxLength: 100,
      description:
        "The order number, or part of the customer's name, e-mail or phone (a Nigerian number in any writing: " +
        '+234 803 123 4567, 2348031234567, 0803-123-4567), of a product in the order, or of where it goes (its ' +
        'area or town, its street).',
    },
  },
} as const;
export type AdminOrderQuery = FromSchema<typeof adminOrderQuerySchema>;

export const adminOrderItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'product_id', 'name', 'price', 'quantity', 'line_total'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    product_id: { type: ['integer', 'null'] },
    name: { type: 'string' },
    price: { type: 'number', minimum: 0 },
    quantity: { type: 'integer', minimum: 1 },
    line_total: { type: 'number', minimum: 0 },
  },
} as const;

/** One order as the staff see it: lines, totals, payment, customer, delivery copy, timeline, the next moves. */
export const adminOrderSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    ...adminOrderSummarySchema.required,
    'items',
    'subtotal',
    'discount',
    'reference',
    'timeline',
    'refunds',
    'next_stages',
  ],
  properties: {
    ...adminOrderSummarySchema.properties,
    rider: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['id', 'name'],
      description:
        'The rider the order is given to (admin/orders/{id}/rider/); null: none. Sent with every answer; not ' +
        'required, for clients built before riders.',
      properties: {
        id: { type: ['integer', 'null'], description: 'null once the account is gone.' },
        name: { type: 'string', description: 'Their name when the order was given to them.' },
      },
    },
    items: { type: 'array', items: adminOrderItemSchema },
    subtotal: { type: 'number', minimum: 0 },
    discount: { type: 'number', minimum: 0 },
    reference: { type: ['string', 'null'] },
    timeline: { type: 'array', items: staffTimelineEntrySchema },
    refunds: { type: 'array', items: orderRefundSchema },
    next_stages: {
      type: 'array',
      description: 'The stages the caller may move the order to now (cancelled through the cancel call).',
      items: { type: 'string', enum: ORDER_STAGES },
    },
  },
} as const;
export type AdminOrder = FromSchema<typeof adminOrderSchema>;

/**
 * A stage move names the stage it expects to leave (`from`): a move made from a stale screen, or a second tap
 * landing on the next button, is refused with 409 `order_moved` instead of moving the order on again. Marking an
 * order delivered that had cash to collect records the cash received (`cash_received`, its amount to collect).
 */
export const orderStagePayloadSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['stage', 'from'],
  properties: {
    stage: { type: 'string', enum: ORDER_STAGES },
    from: {
      type: 'string',
      enum: ORDER_STAGES,
      description: 'The stage the order is in as the caller saw it; 409 order_moved when it is not any more.',
    },
    note: { type: 'string', maxLength: 500 },
    cash_received: {
      type: 'number',
      exclusiveMinimum: 0,
      maximum: 100_000_000,
      description:
        'Naira taken at the door, with `stage: delivered` of an order that had cash to collect (paid on ' +
        'delivery, or a test payment): required then, and must be the amount to collect.',
    },
  },
} as const;
export type OrderStagePayload = FromSchema<typeof orderStagePayloadSchema>;

export const cancelOrderPayloadSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['reason'],
  properties: {
    reason: { type: 'string', minLength: 1, maxLength: 500 },
    refund_amount: {
      type: 'number',
      exclusiveMinimum: 0,
      maximum: 100_000_000,
      description: 'Naira to refund of a paid order; the whole total when left out.',
    },
  },
} as const;
export type CancelOrderPayload = FromSchema<typeof cancelOrderPayloadSchema>;

/** The staff's order calls, relative to `/api/v1/`. */
export const ADMIN_ORDER_PATHS = {
  orders: 'admin/orders/',
  order: (id: number) => `admin/orders/${id}/`,
  stage: (id: number) => `admin/orders/${id}/stage/`,
  cancel: (id: number) => `admin/orders/${id}/cancel/`,
} as const;
