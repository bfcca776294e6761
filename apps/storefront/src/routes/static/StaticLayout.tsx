import { Link } from 'react-aria-components';
import { Outlet } from 'react-router';
import { Logo } from '../../components/Logo';
import { SiteFooter } from '../../components/SiteFooter';
import { paths } from '../../paths';
import './StaticLayout.css';

/** The frame of the policy, help and legal pages: the logo and a way into the store, the page, the footer. */
export function StaticLayout() {
  return (
    <>
      <header className="static-header">
        <div className="static-header-bar site-container">
          <Link className="static-header-logo" href={paths.landing}>
            <Logo />
          </Link>
          <nav aria-label="Main">
            <Link className="static-header-link" href={paths.home}>
              Online Store
            </Link>
          </nav>
        </div>
      </header>
      <Outlet />
      <SiteFooter />
    </>
  );
}
