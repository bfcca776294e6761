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

export interface OrderTables {
  cart_lines: CartLinesTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  payments: PaymentsTable;
}
