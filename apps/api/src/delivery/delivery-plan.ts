import { type DeliveryMethod, fromKobo, type OrderDeliveryPlan } from '@farmkit/contract';
import { DEFAULT_SHOP } from '../config.js';
import { isoTime } from '../db/stored-time.js';
import type { DeliveryPlanColumns } from '../db/tables/delivery.table.js';
import { type SlotFormat, slotLabel } from './slot-times.js';

/**
 * How and when an order comes, as it is copied onto the order (and, for Pay Now, onto its payment first): the
 * area's name and council and the slot's times as they were, so the farm editing them later changes no order.
 */
export interface DeliveryPlan {
  method: DeliveryMethod;
  areaId: number | null;
  areaName: string | null;
  council: string | null;
  windowId: number | null;
  date: string | null;
  startsAt: string | null;
  endsAt: string | null;
  landmark: string;
  note: string;
  feeKobo: number;
  /**
   * Where it goes: the shopper's street for delivery, the pickup point's address for pickup; null for a payment
   * from before delivery (the order copies the profile's then).
   */
  address: string | null;
  /** The area's name for delivery; '' for pickup. */
  city: string;
}

type PlanColumns = { [Column in keyof DeliveryPlanColumns]-?: unknown };

/** The plan as the orders' and payments' delivery_* columns keep it. */
export function planColumns(plan: DeliveryPlan) {
  return {
    delivery_method: plan.method,
    delivery_area_id: plan.areaId,
    delivery_area_name: plan.areaName,
    delivery_council: plan.council,
    delivery_window_id: plan.windowId,
    delivery_date: plan.date,
    delivery_starts_at: plan.startsAt,
    delivery_ends_at: plan.endsAt,
    delivery_landmark: plan.landmark,
    delivery_note: plan.note,
    delivery_fee_kobo: plan.feeKobo,
  } satisfies PlanColumns;
}

type StoredPlan = {
  delivery_method: DeliveryMethod;
  delivery_area_id: number | null;
  delivery_area_name: string | null;
  delivery_council: string | null;
  delivery_window_id: number | null;
  delivery_date: string | null;
  delivery_starts_at: Date | string | null;
  delivery_ends_at: Date | string | null;
  delivery_landmark: string;
  delivery_note: string;
  /** Kobo: a number, or PostgreSQL's bigint as text. */
  delivery_fee_kobo: unknown;
};

/** The plan a Pay Now payment was opened with, for the order it places. */
export function planOfPayment(payment: StoredPlan & { delivery_address: string | null }): DeliveryPlan {
  return {
    method: payment.delivery_method,
    areaId: payment.delivery_area_id,
    areaName: payment.delivery_area_name,
    council: payment.delivery_council,
    windowId: payment.delivery_window_id,
    date: payment.delivery_date,
    startsAt: payment.delivery_starts_at === null ? null : isoTime(payment.delivery_starts_at),
    endsAt: payment.delivery_ends_at === null ? null : isoTime(payment.delivery_ends_at),
    landmark: payment.delivery_landmark,
    note: payment.delivery_note,
    feeKobo: Number(payment.delivery_fee_kobo),
    address: payment.delivery_address,
    city: payment.delivery_method === 'delivery' ? (payment.delivery_area_name ?? '') : '',
  };
}

/** Slots written as the shop writes them when the caller names no shop (SHOP_LOCALE's default, SHOP_TIME_ZONE). */
export const DEFAULT_SLOT_FORMAT: SlotFormat = {
  locale: DEFAULT_SHOP.locale,
  timeZone: DEFAULT_SHOP.timeZone,
};

/** The plan in an order's answer; an order from before delivery: delivery, no area, no slot, no fee. */
export function orderDeliveryPlanOf(
  row: StoredPlan,
  format: SlotFormat = DEFAULT_SLOT_FORMAT,
): OrderDeliveryPlan {
  const startsAt = row.delivery_starts_at === null ? null : isoTime(row.delivery_starts_at);
  const endsAt = row.delivery_ends_at === null ? null : isoTime(row.delivery_ends_at);
  return {
    method: row.delivery_method,
    area:
      row.delivery_area_name === null
        ? null
        : { id: row.delivery_area_id, name: row.delivery_area_name, council: row.delivery_council ?? '' },
    slot:
      row.delivery_date === null || startsAt === null || endsAt === null
        ? null
        : {
            date: row.delivery_date,
            starts_at: startsAt,
            ends_at: endsAt,
            label: slotLabel(format, row.delivery_date, new Date(startsAt), new Date(endsAt)),
          },
    landmark: row.delivery_landmark,
    note: row.delivery_note,
    fee: fromKobo(Number(row.delivery_fee_kobo)),
  };
}
