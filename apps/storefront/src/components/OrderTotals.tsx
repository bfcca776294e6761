import { FIRST_ORDER_DISCOUNT_RATE } from '@farmkit/contract';
import { formatMoney } from '@farmkit/ui/money';
import './OrderTotals.css';

interface OrderTotalsProps {
  subtotal: number;
  /** The first-order discount; no row when there is none. */
  discount: number;
  total: number;
}

const money = (amount: number) => formatMoney(amount, { fractionDigits: 2 });
const discountRate = `${Math.round(FIRST_ORDER_DISCOUNT_RATE * 100)}%`;

/** Subtotal, the first-order discount when there is one, and the total to pay (2 decimals). */
export function OrderTotals({ subtotal, discount, total }: OrderTotalsProps) {
  return (
    <dl className="order-totals">
      <div className="order-totals-row">
        <dt>Subtotal</dt>
        <dd>{money(subtotal)}</dd>
      </div>
      {discount > 0 && (
        <div className="order-totals-row" data-kind="discount">
          <dt>First-order discount ({discountRate})</dt>
          <dd>−{money(discount)}</dd>
        </div>
      )}
      <div className="order-totals-row" data-kind="total">
        <dt>Total</dt>
        <dd>{money(total)}</dd>
      </div>
    </dl>
  );
}
