import type { OrderStage } from './order-lifecycle.js';
import { PAYMENT_METHOD_LABELS, type PaymentMethod, TEST_PAYMENT_LABEL } from './orders.js';
import type { PaymentStatusCode } from './payment-status-codes.js';

/**
 * Where an order's money stands: THE one rule every screen and e-mail says it from (the shopper's order page and
 * confirmation, the staff's alert, order list, order page and riders' sheet). A test payment (the sandbox) took no
 * money, so the rider collects the total at the door as for pay on delivery, and the staff record that cash when
 * they mark the order delivered (docs/spec-decisions.md#test-payments-collect-cash).
 */
export type PaymentStatus =
  /** Paid online: money received, nothing to collect. */
  | { kind: 'paid_online' }
  /** Cash received at the door and recorded by the staff; `later`: the rest of a short payment, settled since. */
  | { kind: 'paid_cash'; amount: number; later?: number }
  /** Delivered, but the customer paid the rider `received`, `owed` less than was due: the office settles it. */
  | { kind: 'cash_short'; received: number; owed: number }
  /** Pay on delivery, not paid yet: collect `amount`. */
  | { kind: 'cash_due'; amount: number }
  /** Paid through the sandbox: no money was taken, collect `amount`. */
  | { kind: 'test'; amount: number }
  /** Pay Now chosen but no payment came: the office sorts it out before the door. */
  | { kind: 'unpaid' }
  /** Cancelled before any money came: nothing to collect, nothing owed. */
  | { kind: 'cancelled' };

/** What the rule reads of an order: the shopper's order, or the staff's (with the cash recorded at the door). */
export interface PaymentFacts {
  stage: OrderStage;
  payment_method: PaymentMethod;
  paid: boolean;
  test_payment: boolean;
  total_price: number;
  cash_received?: {
    amount: number;
    short?: { amount: number; settled: { amount: number } | null } | null;
  } | null;
}

export function paymentStatusOf(order: PaymentFacts): PaymentStatus {
  const cash = order.cash_received;
  if (cash?.short && !cash.short.settled) {
    return { kind: 'cash_short', received: cash.amount, owed: cash.short.amount };
  }
  const later = cash?.short?.settled?.amount;
  if (cash) return { kind: 'paid_cash', amount: cash.amount, ...(later ? { later } : {}) };
  // A test payment is never `paid`; an order paid on delivery or after a test payment was paid in cash.
  if (order.paid) {
    return order.payment_method === 'on_delivery' || order.test_payment
      ? { kind: 'paid_cash', amount: order.total_price }
      : { kind: 'paid_online' };
  }
  if (order.stage === 'cancelled') return { kind: 'cancelled' };
  if (order.test_payment) return { kind: 'test', amount: order.total_price };
  return order.payment_method === 'on_delivery'
    ? { kind: 'cash_due', amount: order.total_price }
    : { kind: 'unpaid' };
}

/** The cash the rider collects at the door: the total of an order due on delivery or test-paid, else 0. */
export function cashToCollect(order: PaymentFacts): number {
  const status = paymentStatusOf(order);
  return status.kind === 'cash_due' || status.kind === 'test' ? status.amount : 0;
}

const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatusCode, string>> = {
  due_on_delivery: 'Due on delivery',
  not_paid: 'Not paid',
  test_payment: TEST_PAYMENT_LABEL,
  paid: 'Paid',
  part_paid: 'Part paid',
  refunded: 'Refunded',
  nothing_to_pay: 'Nothing to pay',
};

/**
 * Where an order's money stands, as the shopper's order page and e-mails say it: the server's `payment_status`
 * when the order carries it (the shopper's order does not carry the cash recorded at the door), else the rule's.
 */
export function paymentStatusLabel(
  order: PaymentFacts & { payment_status?: PaymentStatusCode | undefined; refunded_amount?: number },
): string {
  return PAYMENT_STATUS_LABELS[
    order.payment_status ?? paymentStatusCode({ ...order, refunded_amount: order.refunded_amount ?? 0 })
  ];
}

/**
 * Where an order's money stands, as the staff read it (alert e-mail, order list and page, riders' sheet): what was
 * received, or what to collect at the door, in the shop's money (`money`).
 */
export function staffPaymentText(order: PaymentFacts, money: (amount: number) => string): string {
  const status = paymentStatusOf(order);
  switch (status.kind) {
    case 'paid_online':
      return `Paid online (${PAYMENT_METHOD_LABELS.pay_now})`;
    case 'paid_cash':
      return status.later
        ? `Paid: ${money(status.amount)} in cash on delivery, ${money(status.later)} later`
        : `Paid in cash on delivery: ${money(status.amount)}`;
    case 'cash_short':
      return `Paid ${money(status.received)} in cash, ${money(status.owed)} short: settle it with the customer`;
    case 'cash_due':
      return `${PAYMENT_METHOD_LABELS.on_delivery}: collect ${money(status.amount)}`;
    case 'test':
      return `${TEST_PAYMENT_LABEL}: collect ${money(status.amount)}`;
    case 'unpaid':
      return `${PAYMENT_METHOD_LABELS.pay_now}, not paid: check with the office before delivering`;
    case 'cancelled':
      return 'Cancelled: nothing to collect';
  }
}

/** `payment_status` (payment-status-codes.ts) of each kind of status. */
const STATUS_CODES: Readonly<Record<PaymentStatus['kind'], PaymentStatusCode>> = {
  paid_online: 'paid',
  paid_cash: 'paid',
  cash_short: 'part_paid',
  cash_due: 'due_on_delivery',
  test: 'test_payment',
  unpaid: 'not_paid',
  cancelled: 'nothing_to_pay',
};

export function paymentStatusCode(order: PaymentFacts & { refunded_amount: number }): PaymentStatusCode {
  if (order.stage === 'cancelled' && order.refunded_amount > 0) return 'refunded';
  return STATUS_CODES[paymentStatusOf(order).kind];
}
