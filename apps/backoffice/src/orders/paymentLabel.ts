import { type AdminOrderSummary, PAYMENT_METHOD_LABELS } from '@farmkit/contract';

/** How an order was paid, as the staff need to know it: money in, a test, or cash to collect. */
export function paymentLabel(
  order: Pick<AdminOrderSummary, 'payment_method' | 'paid' | 'test_payment'>,
): string {
  if (order.test_payment) return 'Test payment (no money)';
  if (order.payment_method === 'on_delivery') return order.paid ? 'Paid on delivery' : 'Cash on delivery';
  return order.paid ? `${PAYMENT_METHOD_LABELS.pay_now}, paid` : `${PAYMENT_METHOD_LABELS.pay_now}, not paid`;
}
