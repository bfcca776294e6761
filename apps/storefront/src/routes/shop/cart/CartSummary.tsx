import { type CartPage, withHundredths } from '@farmkit/contract';
import { LinkButton } from '@farmkit/ui/button';
import { useMoneyFormatter } from '@farmkit/ui/shop-format';
import { CartDeliveryFee } from '../../../components/CartDeliveryFee';
import { paths } from '../../../paths';

interface CartSummaryProps {
  /** The whole cart's subtotal, with the quantities being changed. */
  subtotal: number;
  /** The cart as the server last counted it: its delivery choice, fee and minimum. */
  cart: Pick<CartPage, 'delivery' | 'subtotal' | 'discount'>;
}

/**
 * The whole cart's subtotal, the delivery's fee and what the cart lacks of the area's minimum once the shopper
 * has chosen, and the way on to checkout (shown only for a cart with something in it).
 */
export function CartSummary({ subtotal, cart }: CartSummaryProps) {
  const money = withHundredths(useMoneyFormatter());
  return (
    <aside className="cart-summary" aria-label="Cart summary">
      <dl className="cart-summary-total">
        <dt>Subtotal</dt>
        <dd>{money(subtotal)}</dd>
      </dl>
      <CartDeliveryFee cart={cart} />
      <p className="cart-summary-note">Any first-order discount is taken off at checkout.</p>
      <LinkButton href={paths.checkout}>Checkout</LinkButton>
    </aside>
  );
}
