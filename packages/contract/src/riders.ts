import type { FromSchema } from 'json-schema-to-ts';
import { adminOrderSchema, ORDER_STAGES } from './order-lifecycle.js';
import { recordIdSchema } from './pagination.js';

/*
 * Riders: who takes which delivery order (admin/orders/{id}/rider/, admin/deliveries/...), a rider's round, the
 * day's deliveries sheet, and the rider's hand-over at the door. Apart from delivery.ts, which order-lifecycle.ts
 * imports: these schemas name the order's stages.
 */

const day = { type: 'string', format: 'date', description: 'A shop day, YYYY-MM-DD.' } as const;
const money = (description: string) => ({ type: 'number', minimum: 0, description }) as const;

/** The rider an order is given to, or null: as the staff's order answers it. */
export const orderRiderSchema = adminOrderSchema.properties.rider;
export type OrderRider = FromSchema<typeof orderRiderSchema>;

const riderId = { type: ['integer', 'null'], minimum: 1, maximum: 2_147_483_647 } as const;

/** `PUT admin/orders/{id}/rider/`: give a delivery order to a rider, or (null) take it back. */
export const orderRiderPayloadSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['rider'],
  properties: { rider: { ...riderId, description: 'A staff id holding the rider role; null: none.' } },
} as const;
export type OrderRiderPayload = FromSchema<typeof orderRiderPayloadSchema>;

/** `POST admin/deliveries/assign/`: every open delivery order of a slot (and area) to one rider. */
export const slotRiderPayloadSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['rider', 'date', 'window'],
  properties: {
    rider: { ...riderId, description: 'A staff id holding the rider role; null: take them back.' },
    date: day,
    window: { ...recordIdSchema, description: 'The delivery window.' },
    area: { ...recordIdSchema, description: 'Only the orders to this area; every area when left out.' },
  },
} as const;
export type SlotRiderPayload = FromSchema<typeof slotRiderPayloadSchema>;

export const slotRiderAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['orders'],
  properties: {
    orders: {
      type: 'array',
      items: { type: 'integer', minimum: 1 },
      description: 'The orders given (or taken back), by id; none: the slot had no open delivery order.',
    },
  },
} as const;
export type SlotRiderAnswer = FromSchema<typeof slotRiderAnswerSchema>;

/** One stop of a round: what the rider needs at the door. */
export const deliveryStopSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'stage',
    'customer',
    'address',
    'city',
    'landmark',
    'note',
    'area',
    'slot',
    'items',
    'total_price',
    'cash_to_collect',
    'cash_received',
    'short_note',
    'rider',
  ],
  properties: {
    id: { type: 'integer', minimum: 1 },
    stage: { type: 'string', enum: ORDER_STAGES },
    customer: {
      type: 'object',
      additionalProperties: false,
      required: ['name', 'phone'],
      properties: {
        name: { type: 'string', description: 'As written on the order.' },
        phone: { type: ['string', 'null'] },
      },
    },
    address: { type: 'string' },
    city: { type: 'string' },
    landmark: { type: 'string' },
    note: { type: 'string', description: 'The shopper’s note for the rider.' },
    area: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['id', 'name', 'council'],
      properties: {
        id: { type: ['integer', 'null'] },
        name: { type: 'string' },
        council: { type: 'string' },
      },
    },
    slot: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['window_id', 'date', 'starts_at', 'ends_at'],
      properties: {
        window_id: { type: ['integer', 'null'] },
        date: day,
        starts_at: { type: ['string', 'null'], format: 'date-time' },
        ends_at: { type: ['string', 'null'], format: 'date-time' },
      },
    },
    items: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'quantity'],
        properties: { name: { type: 'string' }, quantity: { type: 'integer', minimum: 1 } },
      },
    },
    total_price: money('The order’s total, in naira.'),
    cash_to_collect: money('Naira to take at the door (the contract’s cashToCollect); 0: nothing.'),
    cash_received: {
      type: ['number', 'null'],
      minimum: 0,
      description: 'Naira recorded as taken at the door; null: none yet.',
    },
    short_note: {
      type: ['string', 'null'],
      description: 'Why the customer paid less than was due, as the rider recorded it; null: not short.',
    },
    rider: orderRiderSchema,
  },
} as const;
export type DeliveryStop = FromSchema<typeof deliveryStopSchema>;

export const deliveryDayQuerySchema = {
  type: 'object',
  properties: { date: { ...day, description: 'A shop day; today (in the shop’s time zone) when left out.' } },
} as const;
export type DeliveryDayQuery = FromSchema<typeof deliveryDayQuerySchema>;

/** `GET admin/deliveries/mine/`: a rider's round on a day, in route order (council, area, slot start). */
export const riderRoundSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['date', 'results'],
  properties: { date: day, results: { type: 'array', items: deliveryStopSchema } },
} as const;
export type RiderRound = FromSchema<typeof riderRoundSchema>;

/** `GET admin/deliveries/`: the deliveries sheet of a day, by slot then area (council, name). */
export const deliverySheetSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['date', 'groups'],
  properties: {
    date: day,
    groups: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['slot', 'area', 'orders'],
        properties: {
          slot: deliveryStopSchema.properties.slot,
          area: deliveryStopSchema.properties.area,
          orders: { type: 'array', items: deliveryStopSchema },
        },
      },
    },
  },
} as const;
export type DeliverySheet = FromSchema<typeof deliverySheetSchema>;

/**
 * `POST admin/deliveries/{id}/delivered/`: the rider hands over an order of theirs that is out for delivery. With
 * cash to collect, `cash_received` is required: the amount due, or less with `short_note` saying why (recorded
 * and flagged on the cash report; the order is then not paid in full).
 */
export const riderDeliveredPayloadSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    cash_received: { type: 'number', minimum: 0, maximum: 100_000_000, description: 'Naira.' },
    short_note: {
      type: 'string',
      minLength: 1,
      maxLength: 300,
      description: 'Why the customer paid less than was due; required with a smaller `cash_received`.',
    },
  },
} as const;
export type RiderDeliveredPayload = FromSchema<typeof riderDeliveredPayloadSchema>;

/** `GET admin/riders/`: who orders can be given to, for whoever gives them (not only the owner). */
export const riderListSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['results'],
  properties: {
    results: {
      type: 'array',
      description: 'The staff holding the rider role, by name.',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name'],
        properties: {
          id: { type: 'integer', minimum: 1 },
          name: { type: 'string', description: 'Their name, or their e-mail address until they give one.' },
        },
      },
    },
  },
} as const;
export type RiderList = FromSchema<typeof riderListSchema>;

/** `POST admin/orders/{id}/settle/`: the rest of a short payment, received after the door. */
export const settlePayloadSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['amount'],
  properties: {
    amount: money('Naira: exactly what was still owed.'),
    note: {
      type: 'string',
      maxLength: 500,
      description: 'How it came: "transfer to the farm’s account", "cash at the gate".',
    },
  },
} as const;
export type SettlePayload = FromSchema<typeof settlePayloadSchema>;

export const SHORT_PAYMENT_ERROR_CODES = {
  /** The order is not delivered short of its cash, or it was settled already. */
  nothingToSettle: 'nothing_to_settle',
  /** The amount is not what is still owed. */
  settleAmountMismatch: 'settle_amount_mismatch',
} as const;

export const SHORT_PAYMENT_ERROR_DETAILS = {
  nothingToSettle: 'Nothing is owed on this order: it was paid in full, or the rest was recorded already.',
  settleAmountMismatch: (owed: string) =>
    `${owed} is owed on this order: record that amount once the customer has paid it all.`,
} as const;

/** The riders' calls, relative to `/api/v1/admin/`. */
export const ADMIN_RIDER_PATHS = {
  riders: 'riders/',
  orderRider: (id: number) => `orders/${id}/rider/`,
  assign: 'deliveries/assign/',
  sheet: 'deliveries/',
  mine: 'deliveries/mine/',
  delivered: (id: number) => `deliveries/${id}/delivered/`,
  settle: (id: number) => `orders/${id}/settle/`,
} as const;
