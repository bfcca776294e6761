import { Link } from 'react-aria-components';
import { CategoriesMenu } from '../../../components/CategoriesMenu';
import { Logo } from '../../../components/Logo';
import { paths } from '../../../paths';
import { AccountMenu } from './AccountMenu';
import { CartLink } from './CartLink';
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
          <CartLink />
          <AccountMenu />
        </div>
      </div>
    </header>
  );
}
