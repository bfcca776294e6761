import type { OrderStage } from '@farmkit/contract';
import type { ColumnType, Generated } from 'kysely';
import type { Kobo } from '../column-types.js';
import type { DeliveryPlanColumns } from './delivery.table.js';

export interface OrdersTable extends DeliveryPlanColumns {
  id: Generated<number>;
  user_id: number;
  payment_method: 'on_delivery' | 'pay_now';
  status: Generated<'Pending' | 'Completed' | 'Cancelled'>;
  /** Money in whole kobo. */
  subtotal_kobo: Kobo;
  discount_kobo: Kobo;
  total_kobo: Kobo;
  /** SQLite answers 0/1, PostgreSQL a boolean. */
  paid: Generated<boolean | number>;
  /** Paid through the sandbox: never money received. */
  test_payment: Generated<boolean | number>;
  reference: string | null;
  idempotency_key: string | null;
  /** PostgreSQL returns a Date, SQLite the text of CURRENT_TIMESTAMP. */
  created_at: Generated<Date | string>;
  /** Where it goes, copied from the profile at placement; null for orders placed before they were kept. */
  delivery_name: string | null;
  delivery_phone: string | null;
  delivery_address: string | null;
  delivery_city: string | null;
  /** Changed only by moveOrder (order-stages.ts), which keeps `status` in step. */
  stage: Generated<OrderStage>;
  /** The cash taken at the door, recorded by moveOrder when it marks the order delivered; null until then. */
  cash_received_kobo: ColumnType<number | string | null, number | undefined, number | null>;
  cash_received_at: ColumnType<Date | string | null, string | undefined, string | null>;
  /** Who recorded it: null once their account is deleted; their name as it was then stays. */
  cash_received_by: ColumnType<number | null, number | undefined, number | null>;
  cash_received_by_name: ColumnType<string | null, string | undefined, string | null>;
}

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  product_id: number | null;
  name: string;
  image: string | null;
  price_kobo: number;
  quantity: number;
}

/** The timeline: each stage an order reached, by whom (their name as it was then), with a note. */
export interface OrderEventsTable {
  id: Generated<number>;
  order_id: number;
  stage: OrderStage;
  actor_id: number | null;
  actor_name: string | null;
  note: Generated<string>;
  created_at: ColumnType<Date | string, string | undefined, string>;
}

/** A refund of a cancelled order's payment, as the provider answered it. */
export interface RefundsTable {
  id: Generated<number>;
  order_id: number;
  amount_kobo: Kobo;
  provider: string;
  provider_status: string;
  provider_refund_id: string | null;
  actor_id: number | null;
  created_at: ColumnType<Date | string, string | undefined, string>;
}

export interface OrderTables {
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_events: OrderEventsTable;
  refunds: RefundsTable;
}
