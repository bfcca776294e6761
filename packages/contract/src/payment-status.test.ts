import { describe, expect, it } from 'vitest';
import { cashToCollect, type PaymentFacts, paymentStatusLabel, staffPaymentText } from './payment-status.js';

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
