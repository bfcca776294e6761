import { describe, expect, it } from 'vitest';
import {
  cashToCollect,
  type PaymentFacts,
  paymentStatusCode,
  paymentStatusLabel,
  staffPaymentText,
} from './payment-status.js';

const naira = (amount: number) => `₦${amount.toFixed(2)}`;
const order = (facts: Partial<PaymentFacts>): PaymentFacts => ({
  stage: 'confirmed',
  payment_method: 'on_delivery',
  paid: false,
  test_payment: false,
  total_price: 4800,
  ...facts,
});

describe('where an order’s money stands', () => {
  it.each<[string, Partial<PaymentFacts>, string, string, number]>([
    ['due on delivery', {}, 'Pay On Delivery: collect ₦4800.00', 'Due on delivery', 4800],
    [
      'a test payment',
      { payment_method: 'pay_now', test_payment: true },
      'Test payment: no money taken: collect ₦4800.00',
      'Test payment: no money taken',
      4800,
    ],
    ['paid online', { payment_method: 'pay_now', paid: true }, 'Paid online (Pay Now)', 'Paid', 0],
    [
      'paid in cash',
      { stage: 'delivered', cash_received: { amount: 4800 } },
      'Paid in cash on delivery: ₦4800.00',
      'Paid',
      0,
    ],
    // Short at the door: delivered, not paid in full, until the office records the rest.
    [
      'short at the door',
      {
        stage: 'delivered',
        cash_received: { amount: 4500, short: { amount: 300, settled: null } },
      },
      'Paid ₦4500.00 in cash, ₦300.00 short: settle it with the customer',
      'Part paid',
      0,
    ],
    [
      'short, then settled',
      {
        stage: 'delivered',
        paid: true,
        cash_received: { amount: 4500, short: { amount: 300, settled: { amount: 300 } } },
      },
      'Paid: ₦4500.00 in cash on delivery, ₦300.00 later',
      'Paid',
      0,
    ],
    // A cancelled order no rider takes: nothing is collected, whatever the payment chosen.
    [
      'cancelled, due on delivery',
      { stage: 'cancelled' },
      'Cancelled: nothing to collect',
      'Nothing to pay',
      0,
    ],
    [
      'cancelled after a test payment',
      { stage: 'cancelled', payment_method: 'pay_now', test_payment: true },
      'Cancelled: nothing to collect',
      'Nothing to pay',
      0,
    ],
  ])('%s', (_, facts, staffText, shopperLabel, cash) => {
    expect(staffPaymentText(order(facts), naira)).toBe(staffText);
    expect(paymentStatusLabel(order(facts))).toBe(shopperLabel);
    expect(cashToCollect(order(facts))).toBe(cash);
  });
});

describe('payment_status, the rule in one word', () => {
  it.each<[string, Partial<PaymentFacts>, number, string]>([
    ['due on delivery', {}, 0, 'due_on_delivery'],
    ['Pay Now without a payment', { payment_method: 'pay_now' }, 0, 'not_paid'],
    ['a test payment', { payment_method: 'pay_now', test_payment: true }, 0, 'test_payment'],
    ['paid online', { payment_method: 'pay_now', paid: true }, 0, 'paid'],
    ['paid in cash', { stage: 'delivered', paid: true, cash_received: { amount: 4800 } }, 0, 'paid'],
    [
      'short at the door',
      { stage: 'delivered', cash_received: { amount: 4500, short: { amount: 300, settled: null } } },
      0,
      'part_paid',
    ],
    [
      'cancelled and refunded',
      { stage: 'cancelled', payment_method: 'pay_now', paid: true },
      4800,
      'refunded',
    ],
    ['cancelled before any money', { stage: 'cancelled' }, 0, 'nothing_to_pay'],
  ])('%s', (_name, facts, refunded, code) => {
    expect(paymentStatusCode({ ...order(facts), refunded_amount: refunded })).toBe(code);
  });
});

describe('the shopper’s label', () => {
  it('reads the server’s payment_status when the order carries it: the shopper’s order has no cash recorded', () => {
    expect(paymentStatusLabel({ ...order({ stage: 'delivered' }), payment_status: 'part_paid' })).toBe(
      'Part paid',
    );
    expect(paymentStatusLabel(order({ stage: 'delivered' }))).toBe('Due on delivery');
  });

  it('says a cancelled order paid online was refunded, not paid', () => {
    const refunded = {
      ...order({ stage: 'cancelled', payment_method: 'pay_now', paid: true }),
      refunded_amount: 4800,
    };
    expect(paymentStatusLabel(refunded)).toBe('Refunded');
  });
});
