import type { DeliveryMethod } from '@farmkit/contract';
import type { ColumnType, Generated } from 'kysely';
import type { Kobo } from '../column-types.js';

/** SQLite answers 0/1, PostgreSQL a boolean. */
type Flag = ColumnType<boolean | number, boolean | undefined, boolean>;

/** An area the farm delivers to (delivery/): its fee and minimum order in kobo, its weekdays as "1,2,3,4,5,6". */
export interface DeliveryAreasTable {
  id: Generated<number>;
  name: string;
  council: string;
  fee_kobo: ColumnType<Kobo, number | undefined, number>;
  min_order_kobo: ColumnType<Kobo, number | undefined, number>;
  weekdays: Generated<string>;
  active: Flag;
  created_at: Generated<Date | string>;
}

/**
 * A window the farm delivers or hands over in on its weekdays: hours as HH:MM in SHOP_TIME_ZONE, the orders it
 * takes on one day, and its cut-off (`cutoff_days_before` days before, at `cutoff_time`).
 */
export interface DeliveryWindowsTable {
  id: Generated<number>;
  method: DeliveryMethod;
  starts: string;
  ends: string;
  weekdays: Generated<string>;
  capacity: number;
  cutoff_days_before: Generated<number>;
  cutoff_time: string;
  active: Flag;
  created_at: Generated<Date | string>;
}

/** The farm's pickup point: one row, id 1. */
export interface PickupPointsTable {
  id: number;
  address: Generated<string>;
  hours: Generated<string>;
  active: Flag;
}

/** A cart's delivery choice, one per account; the slot is its window and day. */
export interface CartDeliveriesTable {
  user_id: number;
  method: DeliveryMethod;
  area_id: number | null;
  window_id: number | null;
  slot_date: string | null;
  address: Generated<string>;
  landmark: Generated<string>;
  note: Generated<string>;
  updated_at: Generated<Date | string>;
}

/**
 * How and when an order (or the order a Pay Now payment will place) comes: the choice as it was, with the area's
 * name and council and the slot's times copied, and the fee charged. Defaults: an order from before delivery.
 */
export interface DeliveryPlanColumns {
  delivery_method: Generated<DeliveryMethod>;
  delivery_area_id: ColumnType<number | null, number | null | undefined, number | null>;
  delivery_area_name: ColumnType<string | null, string | null | undefined, string | null>;
  delivery_council: ColumnType<string | null, string | null | undefined, string | null>;
  delivery_window_id: ColumnType<number | null, number | null | undefined, number | null>;
  delivery_date: ColumnType<string | null, string | null | undefined, string | null>;
  delivery_starts_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  delivery_ends_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  delivery_landmark: Generated<string>;
  delivery_note: Generated<string>;
  delivery_fee_kobo: ColumnType<Kobo, number | undefined, number>;
}

export interface DeliveryTables {
  delivery_areas: DeliveryAreasTable;
  delivery_windows: DeliveryWindowsTable;
  pickup_points: PickupPointsTable;
  cart_deliveries: CartDeliveriesTable;
}
