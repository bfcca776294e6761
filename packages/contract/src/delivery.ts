import type { FromSchema } from 'json-schema-to-ts';
import { recordIdSchema } from './pagination.js';

/**
 * How an order reaches its shopper: brought by the farm's rider to an area it serves, or collected at the farm.
 * Areas, windows and the pickup point are the farm's data (the back-office edits them), never code: the FCT's
 * councils below are the seed's, and another farm names its own.
 */
export const DELIVERY_METHODS = ['delivery', 'pickup'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

export const DELIVERY_METHOD_LABELS: Readonly<Record<DeliveryMethod, string>> = {
  delivery: 'Delivery',
  pickup: 'Collect at the farm',
};

/** The six area councils of the Federal Capital Territory: how the seed groups a farm in Kuje's areas. */
export const FCT_AREA_COUNCILS = ['AMAC', 'Bwari', 'Gwagwalada', 'Kuje', 'Kwali', 'Abaji'] as const;

/** Days of the week as the shop counts them: 0 Sunday to 6 Saturday (JavaScript's getDay, ISO's 7 as 0). */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: Readonly<Record<Weekday, string>> = {
  0: 'Sun',
  1: 'Mon',
  2: 'Tue',
  3: 'Wed',
  4: 'Thu',
  5: 'Fri',
  6: 'Sat',
};

/** How many days ahead the shop offers slots: today and the six after it. */
export const SLOT_DAYS_AHEAD = 7;

const money = (description: string) => ({ type: 'number', minimum: 0, description }) as const;
const clockTime = {
  type: 'string',
  pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$',
  description: 'A time of day in the shop’s time zone, 24-hour HH:MM.',
} as const;
const day = { type: 'string', format: 'date', description: 'A shop day, YYYY-MM-DD.' } as const;
const weekdays = {
  type: 'array',
  items: { type: 'integer', enum: WEEKDAYS },
  uniqueItems: true,
  description: 'The days of the week served: 0 Sunday to 6 Saturday.',
} as const;

/** An area the farm delivers to, as the checkout offers it. */
export const deliveryAreaSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'council', 'fee', 'min_order'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    name: { type: 'string', description: 'The area as shoppers name it: "Gwarinpa", "Kuje town".' },
    council: { type: 'string', description: 'The area council (or district) it is in: how lists group it.' },
    fee: money('The delivery fee to this area, in naira.'),
    min_order: money(
      'The least subtotal (after the first-order discount) delivered here, in naira; 0: none.',
    ),
  },
} as const;
export type DeliveryArea = FromSchema<typeof deliveryAreaSchema>;

export const pickupPointSchema = {
  type: ['object', 'null'],
  additionalProperties: false,
  required: ['address', 'hours'],
  description: 'Where and when orders are collected at the farm; null when the farm offers no pickup.',
  properties: {
    address: { type: 'string' },
    hours: {
      type: 'string',
      description: 'The opening hours as the farm writes them: "Mon-Sat 8:00-17:00".',
    },
  },
} as const;
export type PickupPoint = FromSchema<typeof pickupPointSchema>;

/** `GET delivery/`: where the farm delivers, and where it can be collected. */
export const deliveryOptionsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['areas', 'pickup', 'time_zone'],
  properties: {
    areas: {
      type: 'array',
      items: deliveryAreaSchema,
      description: 'The active areas, by council then name.',
    },
    pickup: pickupPointSchema,
    time_zone: {
      type: 'string',
      description: "The IANA time zone of the slots' days and times (SHOP_TIME_ZONE).",
    },
  },
} as const;
export type DeliveryOptions = FromSchema<typeof deliveryOptionsSchema>;

/** A slot's id: its window and its day, `<window id>:<YYYY-MM-DD>`. */
export const SLOT_ID_PATTERN = '^[1-9][0-9]{0,8}:[0-9]{4}-[0-9]{2}-[0-9]{2}$';
export const slotIdSchema = { type: 'string', pattern: SLOT_ID_PATTERN, maxLength: 30 } as const;

export function slotId(windowId: number, date: string): string {
  return `${windowId}:${date}`;
}

/** The window and day a slot id names, or undefined for text that is not one. */
export function parseSlotId(id: string): { windowId: number; date: string } | undefined {
  if (!new RegExp(SLOT_ID_PATTERN).test(id)) return undefined;
  const [windowId = '', date = ''] = id.split(':');
  return Number.isNaN(Date.parse(`${date}T00:00:00Z`)) ? undefined : { windowId: Number(windowId), date };
}

/** A window on a day that the farm can still deliver (or hand over) an order in. */
export const deliverySlotSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'date', 'starts_at', 'ends_at', 'label', 'available'],
  properties: {
    id: slotIdSchema,
    date: day,
    starts_at: { type: 'string', format: 'date-time' },
    ends_at: { type: 'string', format: 'date-time' },
    label: { type: 'string', description: 'How the shop writes it: "Sat 29 Nov, 9:00–13:00".' },
    available: {
      type: 'integer',
      minimum: 0,
      description: 'Orders the slot can still take; 0: full (shown, not chosen).',
    },
  },
} as const;
export type DeliverySlot = FromSchema<typeof deliverySlotSchema>;

export const deliverySlotsQuerySchema = {
  type: 'object',
  required: ['method'],
  properties: {
    method: { type: 'string', enum: DELIVERY_METHODS },
    area: { ...recordIdSchema, description: 'The area, for delivery.' },
  },
} as const;
export type DeliverySlotsQuery = FromSchema<typeof deliverySlotsQuerySchema>;

/** `GET delivery/slots/`: the coming days' slots (SLOT_DAYS_AHEAD), soonest first; past their cut-off left out. */
export const deliverySlotListSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['results'],
  properties: { results: { type: 'array', items: deliverySlotSchema } },
} as const;
export type DeliverySlotList = FromSchema<typeof deliverySlotListSchema>;

export const DELIVERY_TEXT_LIMITS = { address: 200, landmark: 120, note: 300 } as const;

/** `PUT products/cart/delivery/`: how and when the cart's order should come. */
export const cartDeliveryPayloadSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['method', 'slot'],
  properties: {
    method: { type: 'string', enum: DELIVERY_METHODS },
    area: { ...recordIdSchema, description: 'Required for delivery.' },
    slot: slotIdSchema,
    address: {
      type: 'string',
      maxLength: DELIVERY_TEXT_LIMITS.address,
      description: 'Required for delivery: the street and house.',
    },
    landmark: {
      type: 'string',
      maxLength: DELIVERY_TEXT_LIMITS.landmark,
      description: 'How the rider finds it: "opposite the mosque", "the blue gate".',
    },
    note: { type: 'string', maxLength: DELIVERY_TEXT_LIMITS.note, description: 'For the rider.' },
  },
} as const;
export type CartDeliveryPayload = FromSchema<typeof cartDeliveryPayloadSchema>;

/** The cart's delivery choice as the server keeps it; the slot is null once it is past or was ordered. */
export const cartDeliverySchema = {
  type: ['object', 'null'],
  additionalProperties: false,
  required: ['method', 'area', 'slot', 'address', 'landmark', 'note'],
  description: 'Null until the shopper chooses; remembered for their next order (without its slot).',
  properties: {
    method: { type: 'string', enum: DELIVERY_METHODS },
    area: { oneOf: [deliveryAreaSchema, { type: 'null' }] },
    slot: { oneOf: [deliverySlotSchema, { type: 'null' }] },
    address: { type: 'string' },
    landmark: { type: 'string' },
    note: { type: 'string' },
  },
} as const;
export type CartDelivery = FromSchema<typeof cartDeliverySchema>;

/** How an order comes, kept on the order as it was chosen (names and fee as they were then). */
export const orderDeliveryPlanSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['method', 'area', 'slot', 'landmark', 'note', 'fee'],
  properties: {
    method: { type: 'string', enum: DELIVERY_METHODS },
    area: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['id', 'name', 'council'],
      properties: {
        id: { type: ['integer', 'null'], description: 'null once the farm removed the area.' },
        name: { type: 'string' },
        council: { type: 'string' },
      },
      description: 'null for pickup, and for orders placed before areas.',
    },
    slot: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['date', 'starts_at', 'ends_at', 'label'],
      properties: {
        date: day,
        starts_at: { type: 'string', format: 'date-time' },
        ends_at: { type: 'string', format: 'date-time' },
        label: { type: 'string' },
      },
      description: 'null for orders placed before delivery days.',
    },
    landmark: { type: 'string' },
    note: { type: 'string' },
    fee: money('The delivery fee charged, in naira; part of the total.'),
  },
} as const;
export type OrderDeliveryPlan = FromSchema<typeof orderDeliveryPlanSchema>;

/** The delivery errors of the cart, the checkout and payment initialize. */
export const DELIVERY_ERROR_CODES = {
  choiceMissing: 'delivery_choice_missing',
  belowMinimum: 'below_minimum_order',
  slotUnavailable: 'slot_unavailable',
  areaUnavailable: 'area_unavailable',
  addressMissing: 'delivery_address_missing',
  pickupUnavailable: 'pickup_unavailable',
} as const;

export const DELIVERY_ERROR_DETAILS = {
  choiceMissing: 'Choose how and when your order should come.',
  slotUnavailable: 'That delivery time is full or closed now. Choose another.',
  areaUnavailable: 'The farm does not deliver to that area now. Choose another, or collect at the farm.',
  addressMissing: 'Enter the address the rider should bring your order to.',
  pickupUnavailable: 'The farm does not offer collection now. Choose delivery.',
} as const;

/** "Add ₦2,000 more for delivery to Maitama": what a cart below an area's minimum lacks. */
export function belowMinimumDetail(missing: string, areaName: string): string {
  return `Add ${missing} more for delivery to ${areaName}.`;
}

export const DELIVERY_PATHS = {
  options: 'delivery/',
  slots: 'delivery/slots/',
  cartDelivery: 'products/cart/delivery/',
} as const;

/* ---- The farm's side: settings the owner and managers edit (admin/delivery/...). ---- */

/** An area as the back-office edits it: also its served weekdays, whether it is offered, and its place. */
export const adminDeliveryAreaSchema = {
  type: 'object',
  additionalProperties: false,
  required: [...deliveryAreaSchema.required, 'weekdays', 'active'],
  properties: {
    ...deliveryAreaSchema.properties,
    weekdays,
    active: { type: 'boolean', description: 'Offered at checkout.' },
  },
} as const;
export type AdminDeliveryArea = FromSchema<typeof adminDeliveryAreaSchema>;

export const deliveryAreaPayloadSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'council', 'fee', 'min_order', 'weekdays', 'active'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 60 },
    council: { type: 'string', minLength: 1, maxLength: 60 },
    fee: { type: 'number', minimum: 0, maximum: 1_000_000 },
    min_order: { type: 'number', minimum: 0, maximum: 10_000_000 },
    weekdays,
    active: { type: 'boolean' },
  },
} as const;
export type DeliveryAreaPayload = FromSchema<typeof deliveryAreaPayloadSchema>;

/** What the farm sends to add or change a window: all of it but its id. */
export const deliveryWindowPayloadSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'method',
    'starts',
    'ends',
    'weekdays',
    'capacity',
    'cutoff_days_before',
    'cutoff_time',
    'active',
  ],
  properties: {
    method: { type: 'string', enum: DELIVERY_METHODS },
    starts: clockTime,
    ends: clockTime,
    weekdays,
    capacity: { type: 'integer', minimum: 0, maximum: 10_000, description: 'Orders per day.' },
    cutoff_days_before: { type: 'integer', minimum: 0, maximum: 6 },
    cutoff_time: clockTime,
    active: { type: 'boolean' },
  },
} as const;
export type DeliveryWindowPayload = FromSchema<typeof deliveryWindowPayloadSchema>;

/**
 * A window the farm delivers (or hands over at the farm) in, on its weekdays: its hours, how many orders it takes
 * on one day across every area (the riders' capacity), and when ordering for it closes: `cutoff_days_before` days
 * before its day at `cutoff_time` (same-day: 0 and 10:00; next-day: 1 and 20:00).
 */
export const deliveryWindowSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', ...deliveryWindowPayloadSchema.required],
  properties: { id: { type: 'integer', minimum: 1 }, ...deliveryWindowPayloadSchema.properties },
} as const;
export type DeliveryWindow = FromSchema<typeof deliveryWindowSchema>;

export const pickupPointPayloadSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['address', 'hours', 'active'],
  properties: {
    address: { type: 'string', maxLength: 200 },
    hours: { type: 'string', maxLength: 120 },
    active: { type: 'boolean', description: 'Offered at checkout.' },
  },
} as const;
export type PickupPointPayload = FromSchema<typeof pickupPointPayloadSchema>;

/** `GET admin/delivery/`: everything the delivery settings page edits. */
export const deliverySettingsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['areas', 'windows', 'pickup', 'time_zone'],
  properties: {
    areas: { type: 'array', items: adminDeliveryAreaSchema },
    windows: { type: 'array', items: deliveryWindowSchema },
    pickup: pickupPointPayloadSchema,
    time_zone: { type: 'string' },
  },
} as const;
export type DeliverySettings = FromSchema<typeof deliverySettingsSchema>;

export const ADMIN_DELIVERY_PATHS = {
  settings: 'delivery/',
  areas: 'delivery/areas/',
  area: (id: number) => `delivery/areas/${id}/`,
  windows: 'delivery/windows/',
  window: (id: number) => `delivery/windows/${id}/`,
  pickup: 'delivery/pickup/',
} as const;

/** The delivery settings' errors, beside the common ones (`errors.ts`). */
export const DELIVERY_ADMIN_ERROR_CODES = {
  /** Another area has this name (in any case). */
  areaExists: 'delivery_area_exists',
  /** An order or a cart names the area or window: it can be deactivated, not deleted. */
  inUse: 'delivery_in_use',
  /** The account given as the rider does not hold the rider role. */
  notARider: 'not_a_rider',
  /** The order is not one a rider can take: pickup, delivered or cancelled. */
  notDeliverable: 'not_deliverable',
  /** A rider recorded less cash than was due without saying why. */
  shortNoteRequired: 'short_note_required',
} as const;

export const DELIVERY_ADMIN_ERROR_DETAILS = {
  areaExists: 'Another area already has this name.',
  areaInUse: 'Orders or carts name this area: deactivate it instead, so it is no longer offered.',
  windowInUse: 'Orders or carts name this window: deactivate it instead, so it is no longer offered.',
  notARider: 'Choose a member of the staff with the Rider role.',
  notDeliverable: 'Only a delivery order not yet delivered or cancelled can be given to a rider.',
  shortNoteRequired: (due: string) =>
    `The cash to collect is ${due}. If the customer paid less, say why in the note: the shortfall is recorded ` +
    'and shown to the manager.',
} as const;
