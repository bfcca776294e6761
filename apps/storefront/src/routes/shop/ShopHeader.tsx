import { Link } from 'react-aria-components';
import { CategoriesMenu } from '../../components/CategoriesMenu';
import { Logo } from '../../components/Logo';
import { paths } from '../../paths';
import { AccountMenu } from './AccountMenu';
import { ProductSearch } from './ProductSearch';
import './ShopHeader.css';

export function ShopHeader() {
  return (
    <header className="shop-header">
      <div className="shop-header-bar site-container">
        <Link className="shop-header-logo" href={paths.landing}>
          <Logo />
        </Link>
        <nav className="shop-header-browse" aria-label="Shop">
          <CategoriesMenu />
        </nav>
        <ProductSearch />
        <div className="shop-header-account">
          <Link className="shop-header-cart" href={paths.cart} aria-label="Cart">
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.6h7.4a2 2 0 0 0 2-1.5L20.5 8H6.2" />
              <circle cx="10" cy="19.5" r="1.5" />
              <circle cx="17" cy="19.5" r="1.5" />
            </svg>
          </Link>
          <AccountMenu />
        </div>
      </div>
    </header>
  );
}
