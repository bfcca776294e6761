import { Link } from 'react-aria-components';
import { useMatch } from 'react-router';
import { CategoriesMenu } from '../../../components/CategoriesMenu';
import { Island } from '../../../components/Island';
import { Logo } from '../../../components/Logo';
import { paths } from '../../../paths';
import { headerIslands } from './headerIslands';
import './ShopHeader.css';

/**
 * The header of every shop page. Its categories are a native popover of links; its search, cart and account are
 * islands, so a page of the catalogue hydrates them alone (listingIslands.tsx, productIslands.tsx).
 */
export function ShopHeader() {
  // On a results page the search box shows the term being looked at.
  const currentTerm = useMatch('/homepage/product/:term')?.params.term;
  return (
    <header className="shop-header">
      <div className="shop-header-bar site-container">
        <Link className="shop-header-logo" href={paths.landing}>
          <Logo />
        </Link>
        <nav className="shop-header-browse" aria-label="Shop">
          <CategoriesMenu />
        </nav>
        <Island
          name="header-search"
          component={headerIslands['header-search']}
          props={currentTerm ? { currentTerm } : {}}
        />
        <div className="shop-header-account">
          <Island name="header-cart" component={headerIslands['header-cart']} />
          <Island name="header-account" component={headerIslands['header-account']} />
        </div>
      </div>
    </header>
  );
}
