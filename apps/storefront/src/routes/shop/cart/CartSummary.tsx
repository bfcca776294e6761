import { withHundredths } from '@farmkit/contract';
import { LinkButton } from '@farmkit/ui/button';
import { useMoneyFormatter } from '@farmkit/ui/shop-format';
import { paths } from '../../../paths';

/** The whole cart's subtotal and the way on to checkout (shown only for a cart with something in it). */
export function CartSummary({ subtotal }: { subtotal: number }) {
  const money = withHundredths(useMoneyFormatter());
  return (
    <aside className="cart-summary" aria-label="Cart summary">
      <dl className="cart-summary-total">
        <dt>Subtotal</dt>
        <dd>{money(subtotal)}</dd>
      </dl>
      <p className="cart-summary-note">Any first-order discount is taken off at checkout.</p>
      <LinkButton href={paths.checkout}>Checkout</LinkButton>
    </aside>
  );
}
