import { useMoneyFormatter, useShopFormat } from '@farmkit/ui/shop-format';
import './OrderTotals.css';

interface OrderTotalsProps {
  subtotal: number;
  /** The first-order discount, as the server computed it; no row when there is none. */
  discount: number;
  total: number;
}

/**
 * The share of the subtotal the server took off (20%): read from its own figures, so the page never holds a
 * rate of its own, and an old order shows the rate it got. The server rounds the discount to the kobo; one
 * decimal of a percent is more than a real subtotal's rounding can move.
 */
function discountShare(subtotal: number, discount: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(
    discount / subtotal,
  );
}

/** Subtotal, the first-order discount when there is one, and the total to pay (2 decimals). */
export function OrderTotals({ subtotal, discount, total }: OrderTotalsProps) {
  const { locale } = useShopFormat();
  const formatMoney = useMoneyFormatter();
  const money = (amount: number) => formatMoney(amount, { fractionDigits: 2 });
  return (
    <dl className="order-totals">
      <div className="order-totals-row">
        <dt>Subtotal</dt>
        <dd>{money(subtotal)}</dd>
      </div>
      {discount > 0 && (
        <div className="order-totals-row" data-kind="discount">
          <dt>First-order discount ({discountShare(subtotal, discount, locale)})</dt>
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
