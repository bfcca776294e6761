import { Link } from 'react-aria-components';
import { useCartCount } from '../../../api/cart';
import { paths } from '../../../paths';
import { itemCount } from './itemCount';
import './CartLink.css';

/** The badge stays two characters wide; the link's name carries the exact number. */
const MAX_SHOWN = 99;

/** The header's cart icon, with the number of cart lines on a badge once there is one. */
export function CartLink() {
  const count = useCartCount();
  return (
    <Link
      className="shop-header-cart"
      href={paths.cart}
      aria-label={count > 0 ? `Cart, ${itemCount(count)}` : 'Cart'}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.6h7.4a2 2 0 0 0 2-1.5L20.5 8H6.2" />
        <circle cx="10" cy="19.5" r="1.5" />
        <circle cx="17" cy="19.5" r="1.5" />
      </svg>
      {count > 0 && (
        <span className="cart-link-badge" aria-hidden="true">
          {count > MAX_SHOWN ? `${MAX_SHOWN}+` : count}
        </span>
      )}
    </Link>
  );
}
