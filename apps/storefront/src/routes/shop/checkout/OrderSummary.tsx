import { type CartPage, countPages, withHundredths } from '@farmkit/contract';
import { Pager } from '@farmkit/ui/pager';
import { useMoneyFormatter } from '@farmkit/ui/shop-format';
import { useId } from 'react';
import { CartDeliveryFee } from '../../../components/CartDeliveryFee';
import { OrderTotals } from '../../../components/OrderTotals';
import { itemCount } from '../layout/itemCount';
import '../../../components/Card.css';

interface OrderSummaryProps {
  /** A page of the cart, with the whole cart's count and money (the discount as the server decides it). */
  cart: CartPage;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}

/** My Order: how many lines, each line's name, quantity and price, then the money with the delivery's fee. */
export function OrderSummary({ cart, page, pageSize, onPageChange }: OrderSummaryProps) {
  const headingId = useId();
  const money = withHundredths(useMoneyFormatter());
  return (
    <section className="card order-summary" aria-labelledby={headingId}>
      <header className="order-summary-header">
        <h2 id={headingId} className="card-title">
          My Order
        </h2>
        <p className="order-summary-count">{itemCount(cart.count)}</p>
      </header>
      <ul className="order-summary-lines">
        {cart.results.map((line) => (
          <li key={line.id} className="order-summary-line">
            <span className="order-summary-name">{line.product.name}</span>
            <span className="order-summary-quantity">Qty {line.quantity}</span>
            <span className="order-summary-price">{money(line.product.price * line.quantity)}</span>
          </li>
        ))}
      </ul>
      <Pager
        aria-label="My Order pages"
        page={page}
        pageCount={countPages(cart.count, pageSize)}
        onPageChange={onPageChange}
      />
      <OrderTotals
        subtotal={cart.subtotal}
        discount={cart.discount}
        total={cart.total}
        delivery={cart.delivery && <CartDeliveryFee cart={cart} />}
      />
    </section>
  );
}
