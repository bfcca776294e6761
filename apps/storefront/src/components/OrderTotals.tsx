import { withHundredths } from '@farmkit/contract';
import { useMoneyFormatter, useShopFormat } from '@farmkit/ui/shop-format';
import type { ReactNode } from 'react';
import { formatShare } from './formatShare';
import './OrderTotals.css';

interface OrderTotalsProps {
  subtotal: number;
  /** The first-order discount, as the server computed it; no row when there is none. */
  discount: number;
  total: number;
  /** How the order comes and what it costs (the kit's DeliveryFeeLine), between the discount and the total. */
  delivery?: ReactNode;
}

/** Subtotal, the first-order discount when there is one, the delivery, and the total to pay (2 decimals). */
export function OrderTotals({ subtotal, discount, total, delivery }: OrderTotalsProps) {
  const { locale } = useShopFormat();
  const money = withHundredths(useMoneyFormatter());
  return (
    <div className="order-totals">
      <dl className="order-totals-list">
        <div className="order-totals-row">
          <dt>Subtotal</dt>
          <dd>{money(subtotal)}</dd>
        </div>
        {discount > 0 && (
          <div className="order-totals-row" data-kind="discount">
            {/*
            The share the server took off, read from its own figures: the page holds no rate of its own, and an old
            order shows the rate it got. The server rounds the discount to the kobo; one decimal of a percent is
            more than a real subtotal's rounding can move.
          */}
            <dt>First-order discount ({formatShare(discount / subtotal, locale)})</dt>
            <dd>−{money(discount)}</dd>
          </div>
        )}
      </dl>
      {delivery}
      <dl className="order-totals-list">
        <div className="order-totals-row" data-kind="total">
          <dt>Total</dt>
          <dd>{money(total)}</dd>
        </div>
      </dl>
    </div>
  );
}
