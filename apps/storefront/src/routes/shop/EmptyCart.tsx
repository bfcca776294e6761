import { LinkButton } from '@farmkit/ui/button';
import { paths } from '../../paths';

export function EmptyCart() {
  return (
    <div className="empty-cart">
      <svg className="empty-cart-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.6h7.4a2 2 0 0 0 2-1.5L20.5 8H6.2" />
        <circle cx="10" cy="19.5" r="1.5" />
        <circle cx="17" cy="19.5" r="1.5" />
      </svg>
      <p className="empty-cart-title">Nothing in Cart yet</p>
      <p className="empty-cart-hint">Fresh produce and livestock from the farm are waiting in the shop.</p>
      <LinkButton href={paths.home}>Continue shopping</LinkButton>
    </div>
  );
}
