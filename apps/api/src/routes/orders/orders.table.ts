import type { PAYMENT_STATUSES } from '@farmkit/contract';
import type { ColumnType, Generated } from 'kysely';

/** bigint: PostgreSQL (pg) answers it as text, SQLite as a number. */
type Kobo = ColumnType<number | string, number, number>;

export interface CartLinesTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  quantity: number;
  created_at: Generated<Date | string>;
}

export interface OrdersTable {
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
  reference: string | null;
  idempotency_key: string | null;
  /** PostgreSQL returns a Date, SQLite the text of CURRENT_TIMESTAMP. */
  created_at: Generated<Date | string>;
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

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface PaymentsTable {
  id: Generated<number>;
  reference: string;
  provider: string;
  access_code: string;
  user_id: number;
  amount_kobo: Kobo;
  currency: Generated<string>;
  status: Generated<PaymentStatus>;
  order_id: number | null;
  created_at: Generated<Date | string>;
}

/** A cart line as a payment was opened for it; the order the webhook places is made of these. */
export interface PaymentItemsTable {
  id: Generated<number>;
  payment_id: number;
  product_id: number | null;
  name: string;
  image: string | null;
  price_kobo: number;
  quantity: number;
}

/** A processed webhook event: `event_id` is the provider's, the same on every delivery of the event. */
export interface PaymentEventsTable {
  id: Generated<number>;
  provider: string;
  event_id: string;
  reference: string | null;
  created_at: Generated<Date | string>;
}

export interface OrderTables {
  cart_lines: CartLinesTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  payments: PaymentsTable;
  payment_items: PaymentItemsTable;
  payment_events: PaymentEventsTable;
}
