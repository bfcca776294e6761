import type { PAYMENT_STATUSES } from '@farmkit/contract';
import type { ColumnType, Generated } from 'kysely';
import type { Kobo } from '../column-types.js';
import type { DeliveryPlanColumns } from './delivery.table.js';

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface PaymentsTable extends DeliveryPlanColumns {
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
  /** Where the order it places goes (the cart's choice at initialize); null for payments from before delivery. */
  delivery_address: ColumnType<string | null, string | null | undefined, string | null>;
  /** Until when the payment holds its slot's place; null: it holds none. */
  slot_held_until: ColumnType<Date | string | null, string | null | undefined, string | null>;
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

/**
 * Units a Pay Now payment holds out of `products.stock` from its initialize until its order consumes them or the
 * hold expires (stock-holds.repository.ts). Deleted when consumed or released, so a row is a live hold.
 */
export interface StockHoldsTable {
  id: Generated<number>;
  payment_id: number;
  product_id: number;
  quantity: number;
  expires_at: ColumnType<Date | string, string, string>;
  created_at: Generated<Date | string>;
}

/** The farm's own bank account for transfers (one row, id 1; payments/payment-settings.repository.ts). */
export interface FarmBankAccountsTable {
  id: number;
  bank: Generated<string>;
  account_number: Generated<string>;
  account_name: Generated<string>;
  pay_within_hours: Generated<number>;
  active: ColumnType<boolean | number, boolean | undefined, boolean>;
}

export interface PaymentTables {
  farm_bank_accounts: FarmBankAccountsTable;
  payments: PaymentsTable;
  payment_items: PaymentItemsTable;
  payment_events: PaymentEventsTable;
  stock_holds: StockHoldsTable;
}
