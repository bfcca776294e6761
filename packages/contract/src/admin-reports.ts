import type { FromSchema } from 'json-schema-to-ts';
import { STAFF_ROLES } from './admin.js';
import { adminOrderQuerySchema, ORDER_STAGES, WAITING_STAGES } from './order-lifecycle.js';
import { PAGE_SIZES, pageQuery, pageSchemaOf } from './pagination.js';

/**
 * The staff's read-only reports: customers, the dashboard, the orders as CSV. Money is naira, as
 * everywhere in the API; days are the shop's days.
 */

/** The shop's time zone: Lagos keeps UTC+1 all year (no daylight saving), so a day starts at 23:00 UTC. */
export const SHOP_TIME_ZONE = 'Africa/Lagos';
export const SHOP_UTC_OFFSET_MINUTES = 60;

/** How many days the dashboard's daily series covers, today included; and how many top products it names. */
export const DASHBOARD_DAYS = 30;
export const DASHBOARD_TOP_PRODUCTS = 5;
/** How many of a customer's orders, newest first, their page shows (the orders list has them all). */
export const CUSTOMER_RECENT_ORDERS = 20;

const naira = { type: 'number', minimum: 0, description: 'Naira.' } as const;
const day = {
  type: 'string',
  format: 'date',
  description: 'A day in the shop’s time zone (Africa/Lagos).',
} as const;

// Customers

const customerFields = {
  id: { type: 'integer', minimum: 1 },
  name: { type: 'string' },
  email: { type: 'string' },
  phone: { type: ['string', 'null'] },
  role: {
    type: ['string', 'null'],
    enum: [...STAFF_ROLES, null],
    description: 'Null for a shopper; staff accounts are customers too and are listed with their role.',
  },
  verified: { type: 'boolean' },
  joined_at: { type: 'string', format: 'date-time' },
  orders_count: { type: 'integer', minimum: 0, description: 'Every order, cancelled ones included.' },
  total_spent: {
    ...naira,
    description: 'Naira: the totals of their orders not cancelled (refunds not taken off).',
  },
  last_order_at: { type: ['string', 'null'], format: 'date-time', description: 'Null: no order yet.' },
  deleted: {
    type: 'boolean',
    description:
      'The account was deleted: its orders stay, `name` is "Deleted customer #<id>", contact and address empty.',
  },
} as const;

/** A line of the staff's customer list: any account (a shopper, or staff who also shop), with their totals. */
export const adminCustomerSummarySchema = {
  type: 'object',
  additionalProperties: false,
  // `deleted` came later and is sent with every answer; older clients may leave it out of what they build.
  required: Object.keys(customerFields).filter((key) => key !== 'deleted') as Exclude<
    keyof typeof customerFields,
    'deleted'
  >[],
  properties: customerFields,
} as const;
export type AdminCustomerSummary = FromSchema<typeof adminCustomerSummarySchema>;

export const adminCustomerPageSchema = pageSchemaOf(adminCustomerSummarySchema);
export type AdminCustomerPage = FromSchema<typeof adminCustomerPageSchema>;

export const adminCustomerQuerySchema = {
  type: 'object',
  properties: {
    ...pageQuery(PAGE_SIZES.adminCustomers).properties,
    q: { type: 'string', maxLength: 100, description: 'Part of the name, e-mail or phone number.' },
  },
} as const;
export type AdminCustomerQuery = FromSchema<typeof adminCustomerQuerySchema>;

/** One of a customer's orders, as their page lists them. */
export const adminCustomerOrderSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'created_at', 'stage', 'status', 'payment_method', 'paid', 'total_price'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    created_at: { type: 'string', format: 'date-time' },
    stage: { type: 'string', enum: ORDER_STAGES },
    status: { type: 'string', enum: ['Pending', 'Completed', 'Cancelled'] },
    payment_method: { type: 'string', enum: ['on_delivery', 'pay_now'] },
    paid: { type: 'boolean' },
    total_price: naira,
  },
} as const;
export type AdminCustomerOrder = FromSchema<typeof adminCustomerOrderSchema>;

/** One customer: contact, the profile's address (where their next order would go), totals, latest orders. */
export const adminCustomerSchema = {
  type: 'object',
  additionalProperties: false,
  required: [...adminCustomerSummarySchema.required, 'address', 'recent_orders'],
  properties: {
    ...customerFields,
    address: {
      type: 'object',
      additionalProperties: false,
      required: ['address', 'city', 'zipcode', 'country'],
      description: 'The profile’s address now; each order keeps its own copy of where it went.',
      properties: {
        address: { type: 'string' },
        city: { type: 'string' },
        zipcode: { type: 'string' },
        country: { type: ['string', 'null'] },
      },
    },
    recent_orders: {
      type: 'array',
      description: `Their latest ${CUSTOMER_RECENT_ORDERS} orders, newest first; \`orders_count\` says how many there are.`,
      items: adminCustomerOrderSchema,
    },
  },
} as const;
export type AdminCustomer = FromSchema<typeof adminCustomerSchema>;

// Dashboard

/** A window on a day: the orders booked in it against the orders it takes. */
const slotLoadSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['window_id', 'method', 'starts', 'ends', 'booked', 'capacity'],
  properties: {
    window_id: { type: 'integer', minimum: 1 },
    method: { type: 'string', enum: ['delivery', 'pickup'] },
    starts: { type: 'string', description: 'HH:MM in the shop’s time zone.' },
    ends: { type: 'string', description: 'HH:MM in the shop’s time zone.' },
    booked: {
      type: 'integer',
      minimum: 0,
      description: 'Orders of that day in it, cancelled ones left out.',
    },
    capacity: { type: 'integer', minimum: 0 },
  },
} as const;

const dayLoadSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['date', 'slots'],
  properties: {
    date: day,
    slots: {
      type: 'array',
      description: 'Each active window the day has (its weekdays), by start.',
      items: slotLoadSchema,
    },
  },
} as const;

const salesFigureSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['total', 'count'],
  properties: {
    total: {
      ...naira,
      description: 'Naira: the sum of the totals of the orders placed, cancelled ones left out.',
    },
    count: { type: 'integer', minimum: 0, description: 'How many orders, cancelled ones left out.' },
  },
} as const;

const topProductSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['product_id', 'name', 'units', 'revenue'],
  properties: {
    product_id: { type: ['integer', 'null'], description: 'Null: the product was deleted since.' },
    name: {
      type: 'string',
      description: 'The product’s name now; once deleted, the name on its order lines.',
    },
    units: { type: 'integer', minimum: 0 },
    revenue: {
      ...naira,
      description:
        'Naira: price × quantity of its order lines after the order’s discount, shared over the order’s lines in ' +
        'proportion to their value (rounded to the kobo), as the sales figures count orders after it.',
    },
  },
} as const;

/** The staff's dashboard: what sold, what waits, what is running out. */
export const adminDashboardSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'generated_at',
    'time_zone',
    'today',
    'sales',
    'daily_sales',
    'waiting',
    'cash_to_collect',
    'cash_recorded_today',
    'low_stock',
    'top_products',
  ],
  properties: {
    generated_at: { type: 'string', format: 'date-time' },
    time_zone: { type: 'string', description: "The IANA time zone of the shop's days (SHOP_TIME_ZONE)." },
    today: day,
    sales: {
      type: 'object',
      additionalProperties: false,
      required: ['today', 'last_7_days', 'last_30_days'],
      description:
        'Orders placed today, in the last 7 and in the last 30 days (today included), in Lagos days.',
      properties: {
        today: salesFigureSchema,
        last_7_days: salesFigureSchema,
        last_30_days: salesFigureSchema,
      },
    },
    daily_sales: {
      type: 'array',
      description: `The last ${DASHBOARD_DAYS} Lagos days, oldest first, today last; a day without orders is 0.`,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['date', 'total', 'count'],
        properties: { date: day, ...salesFigureSchema.properties },
      },
    },
    waiting: {
      type: 'object',
      additionalProperties: false,
      required: WAITING_STAGES,
      description: 'How many orders are at each stage not yet finished, whenever they were placed.',
      properties: {
        placed: { type: 'integer', minimum: 0 },
        confirmed: { type: 'integer', minimum: 0 },
        out_for_delivery: { type: 'integer', minimum: 0 },
        on_hold: { type: 'integer', minimum: 0 },
      },
    },
    cash_to_collect: {
      ...salesFigureSchema,
      description:
        'Cash the riders should bring back: orders paid on delivery or test-paid (no money taken), not yet ' +
        'paid, out for delivery now ' +
        '(whenever they were placed). Confirmed orders not yet sent out are left out: the shop keeps no ' +
        'delivery date, so which of them go today is not known.',
    },
    cash_recorded_today: {
      ...salesFigureSchema,
      description:
        'Cash the staff recorded as received at the door today (a Lagos day), whenever the orders were ' +
        'placed: what the riders hand in today, to set against the cash to collect.',
    },
    low_stock: {
      type: 'array',
      description:
        'Published products with stock at or below their low-stock threshold, fewest units first (unpublished ones are not for sale).',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name', 'stock', 'low_stock_threshold'],
        properties: {
          id: { type: 'integer', minimum: 1 },
          name: { type: 'string' },
          stock: { type: 'integer', minimum: 0 },
          low_stock_threshold: { type: 'integer', minimum: 0 },
        },
      },
    },
    top_products: {
      type: 'object',
      additionalProperties: false,
      required: ['by_units', 'by_revenue'],
      description: `The ${DASHBOARD_TOP_PRODUCTS} products sold most in the last 7 days (orders not cancelled).`,
      properties: {
        by_units: { type: 'array', items: topProductSchema },
        by_revenue: { type: 'array', items: topProductSchema },
      },
    },
    deliveries: {
      type: 'object',
      additionalProperties: false,
      required: ['today', 'tomorrow'],
      description:
        'Today’s and tomorrow’s slots: orders booked against capacity. Sent with every answer; not required, ' +
        'for clients built before delivery days.',
      properties: { today: dayLoadSchema, tomorrow: dayLoadSchema },
    },
  },
} as const;
export type AdminDashboard = FromSchema<typeof adminDashboardSchema>;

// Orders as CSV

const { page: _page, page_size: _pageSize, ...orderFilters } = adminOrderQuerySchema.properties;

/** The orders list's filters, without paging: the export has every matching order. */
export const adminOrderExportQuerySchema = { type: 'object', properties: orderFilters } as const;
export type AdminOrderExportQuery = FromSchema<typeof adminOrderExportQuerySchema>;

/** The columns of the orders CSV, in order. */
export const ORDER_CSV_COLUMNS = [
  'id',
  'created_at',
  'stage',
  'status',
  'payment_method',
  'paid',
  'payment_status',
  'customer_name',
  'customer_email',
  'customer_phone',
  'delivery_address',
  'delivery_city',
  'items',
  'subtotal',
  'discount',
  'total',
  'refunded',
] as const;

/** The report calls, relative to `/api/v1/`. */
export const ADMIN_REPORT_PATHS = {
  customers: 'admin/customers/',
  customer: (id: number) => `admin/customers/${id}/`,
  dashboard: 'admin/dashboard/',
  ordersCsv: 'admin/orders.csv',
} as const;

// The riders' cash at the end of a day

/** An order of a rider's day whose cash does not add up: short at the door, or not handed over yet. */
const cashDifferenceSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'stage', 'expected', 'collected', 'difference', 'short_note', 'settled'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    stage: { type: 'string', enum: ORDER_STAGES },
    expected: naira,
    collected: naira,
    difference: { type: 'number', description: 'Naira: collected − expected; below 0, short.' },
    short_note: {
      type: ['string', 'null'],
      description: 'Why the customer paid less, as the rider recorded it; null: none (e.g. still out).',
    },
    settled: {
      type: ['number', 'null'],
      description:
        'Naira: the rest of a short payment, received later and recorded by the office; null: still owed or ' +
        'not short. The rider’s difference stays: it is what they brought back that day.',
    },
  },
} as const;

/** `GET admin/reports/cash/`: each rider's orders of a delivery day, and the cash they should bring back. */
export const cashReportSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['date', 'riders'],
  properties: {
    date: day,
    riders: {
      type: 'array',
      description: 'The riders with orders that day, by name.',
      items: {
        type: 'object',
        additionalProperties: false,
        required: [
          'rider',
          'orders_assigned',
          'cash_expected',
          'cash_collected',
          'difference',
          'differences',
        ],
        properties: {
          rider: {
            type: 'object',
            additionalProperties: false,
            required: ['id', 'name'],
            properties: { id: { type: ['integer', 'null'] }, name: { type: 'string' } },
          },
          orders_assigned: {
            type: 'integer',
            minimum: 0,
            description: 'Their orders of the day, cancelled ones left out.',
          },
          cash_expected: {
            ...naira,
            description: 'Naira: the cash to collect of their orders out for delivery or delivered.',
          },
          cash_collected: { ...naira, description: 'Naira: the cash recorded at the door.' },
          difference: { type: 'number', description: 'Naira: collected − expected; below 0, short.' },
          differences: {
            type: 'array',
            description: 'Their orders whose cash collected is not the cash expected, flagged.',
            items: cashDifferenceSchema,
          },
        },
      },
    },
  },
} as const;
export type CashReport = FromSchema<typeof cashReportSchema>;

export const cashReportQuerySchema = {
  type: 'object',
  properties: { date: { ...day, description: 'The delivery day; today when left out.' } },
} as const;
export type CashReportQuery = FromSchema<typeof cashReportQuerySchema>;

export const ADMIN_CASH_REPORT_PATH = 'admin/reports/cash/';
