/*
 * Apart from payment-status.ts, which imports the order schemas' labels: the order schemas import these.
 */

/**
 * `payment_status`, as every order answer and the orders CSV carry it: the same rule (paymentStatusOf) in one
 * word, for a client or a spreadsheet to sort and filter by. A cancelled order with money given back reads
 * `refunded`.
 */
export const PAYMENT_STATUS_CODES = [
  'due_on_delivery',
  'not_paid',
  'test_payment',
  'paid',
  'part_paid',
  'refunded',
  'nothing_to_pay',
] as const;
export type PaymentStatusCode = (typeof PAYMENT_STATUS_CODES)[number];

export const paymentStatusCodeSchema = {
  type: 'string',
  enum: PAYMENT_STATUS_CODES,
  description:
    'Where the money stands: due_on_delivery (pay on delivery, not paid yet), not_paid (Pay Now without a ' +
    'payment), test_payment (the sandbox: no money taken), paid (online, or cash recorded), part_paid (the ' +
    'customer paid the rider less), refunded (cancelled, money given back), nothing_to_pay (cancelled before any ' +
    'money came). Sent with every answer; not required, for clients built before it.',
} as const;
