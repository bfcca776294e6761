import {
  type AdminOrderSummary,
  fromKobo,
  type PaymentStatusCode,
  paymentStatusCode,
} from '@farmkit/contract';
import type { Selectable } from 'kysely';
import type { Database } from '../db/database.js';
import { isoTime } from '../db/stored-time.js';

/** What an order's money is read from: its stage, method and total, and the cash recorded for it. */
type OrderRow = Pick<
  Selectable<Database['orders']>,
  | 'stage'
  | 'payment_method'
  | 'paid'
  | 'test_payment'
  | 'total_kobo'
  | 'cash_received_kobo'
  | 'cash_received_at'
  | 'cash_received_by'
  | 'cash_received_by_name'
  | 'cash_short_note'
  | 'cash_settled_kobo'
  | 'cash_settled_at'
  | 'cash_settled_by'
  | 'cash_settled_by_name'
  | 'cash_settled_note'
>;

/** The order's `payment_status`, by the contract's one rule, from its stored facts. */
export function paymentStatusOfRow(row: OrderRow, refundedKobo: number): PaymentStatusCode {
  return paymentStatusCode({
    stage: row.stage,
    payment_method: row.payment_method,
    paid: Boolean(row.paid),
    test_payment: Boolean(row.test_payment),
    total_price: fromKobo(Number(row.total_kobo)),
    refunded_amount: fromKobo(refundedKobo),
    cash_received: cashReceivedOf(row),
  });
}

const recordedBy = (id: number | null, name: string | null) => (name === null ? null : { id, name });

/** The cash recorded at the door when the order was marked delivered, or null; short of the total, why and the rest. */
export function cashReceivedOf(row: OrderRow): AdminOrderSummary['cash_received'] {
  if (row.cash_received_kobo === null || row.cash_received_at === null) return null;
  const receivedKobo = Number(row.cash_received_kobo);
  return {
    amount: fromKobo(receivedKobo),
    at: isoTime(row.cash_received_at),
    by: recordedBy(row.cash_received_by, row.cash_received_by_name),
    short:
      row.cash_short_note === null
        ? null
        : {
            amount: fromKobo(Number(row.total_kobo) - receivedKobo),
            note: row.cash_short_note,
            settled:
              row.cash_settled_kobo === null || row.cash_settled_at === null
                ? null
                : {
                    amount: fromKobo(Number(row.cash_settled_kobo)),
                    at: isoTime(row.cash_settled_at),
                    by: recordedBy(row.cash_settled_by, row.cash_settled_by_name),
                    note: row.cash_settled_note ?? '',
                  },
          },
  };
}
