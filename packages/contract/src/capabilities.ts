import type { FromSchema } from 'json-schema-to-ts';
import { staffMemberSchema } from './admin.js';

/**
 * What a member of the staff may do, by name. The API grants them by role in one table
 * (`apps/api/src/staff/capabilities.ts`); each admin route declares the one it needs, and the back-office shows a
 * page or a button only when `GET admin/me/` lists its capability.
 */
export const STAFF_CAPABILITIES = [
  /** Open the back-office: the signed-in member and the shop's money format. */
  'backoffice.open',
  /** Read the orders, their timelines and the deliveries sheet. */
  'orders.read',
  /** Move an order along: confirmed, out for delivery, delivered. */
  'orders.move',
  /** Confirm an order the shop put on hold once its stock is found. */
  'orders.release',
  /** Cancel an order, returning its stock and refunding what was paid. */
  'orders.cancel',
  /** Download the orders as CSV. */
  'orders.export',
  /** Read the products and their stock. */
  'catalogue.read',
  /** Create, edit, publish and picture products; edit the categories. */
  'catalogue.write',
  /** Adjust a product's stock, with a reason. */
  'stock.write',
  /** Read the customers and their orders. */
  'customers.read',
  /** Read the dashboard's sales and figures. */
  'reports.read',
  /** Invite, change and remove the staff. */
  'staff.manage',
  /** Read the audit log. */
  'audit.read',
  /** Edit where and when the farm delivers: areas, windows, the pickup point. */
  'delivery.manage',
  /** Give the delivery orders to riders, and read the riders' end-of-day cash. */
  'deliveries.assign',
  /** A rider's own round: the orders given to them, marked delivered with the cash taken. */
  'deliveries.ride',
  /** Set the farm's bank account that shoppers may pay into, and the time they have to pay. */
  'payments.manage',
] as const;
export type StaffCapability = (typeof STAFF_CAPABILITIES)[number];

export function isStaffCapability(value: unknown): value is StaffCapability {
  return STAFF_CAPABILITIES.some((capability) => capability === value);
}

/** The signed-in member of the staff, and what they may do. */
export const staffMeSchema = {
  ...staffMemberSchema,
  required: [...staffMemberSchema.required, 'capabilities'],
  properties: {
    ...staffMemberSchema.properties,
    capabilities: {
      type: 'array',
      items: { type: 'string', enum: STAFF_CAPABILITIES },
      uniqueItems: true,
      description:
        "What the member's role may do: the back-office shows pages and actions from this list only.",
    },
  },
} as const;
export type StaffMe = FromSchema<typeof staffMeSchema>;
