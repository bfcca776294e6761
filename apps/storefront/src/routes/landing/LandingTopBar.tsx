import { useEffect, useId } from 'react';
import { Link } from 'react-aria-components';
import { CategoriesMenu } from '../../components/CategoriesMenu';
import { Logo } from '../../components/Logo';
import { paths } from '../../paths';
import { DRAWER_CLASS, listenForDrawer } from './drawerBehaviour';
import { LandingIsland } from './LandingIsland';
import './LandingTopBar.css';

declare module 'react' {
  // Invoker commands: React passes them on as written, its types do not list them yet.
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close';
    commandfor?: string;
  }
}

const CATEGORIES_LABEL = 'Product Categories';

/**
 * The landing page's top bar: the logo, About, Product Categories and Online Store, and on the right Login
 * (or the store, once signed in). Under 768px the links move into a drawer behind a menu button.
 *
 * Its menus are the browser's own (a popover and a modal dialog), so the landing page hydrates only the account
 * button of it (islands.tsx).
 */
export function LandingTopBar() {
  // Rendered by the app (a link back to the landing page): the drawer's script is the islands' otherwise.
  useEffect(listenForDrawer, []);
  return (
    <header className="landing-topbar">
      <div className="landing-topbar-bar site-container">
        <Link className="landing-topbar-logo" href={paths.landing}>
          <Logo />
        </Link>
        <nav className="landing-topbar-nav" aria-label="Main">
          <Link className="landing-topbar-link" href={paths.about}>
            About
          </Link>
          <CategoriesMenu label={CATEGORIES_LABEL} />
          <Link className="landing-topbar-link" href={paths.home}>
            Online Store
          </Link>
        </nav>
        <div className="landing-topbar-account">
          <LandingIsland name="account-in-bar" />
        </div>
        <MenuDrawer />
      </div>
    </header>
  );
}

/** The phone's menu: a modal dialog from the side, which keeps the focus inside until it closes. */
function MenuDrawer() {
  const drawerId = useId();
  const titleId = useId();
  return (
    <>
      <button
        type="button"
        className="landing-menu-button"
        aria-label="Menu"
        aria-haspopup="dialog"
        command="show-modal"
        commandfor={drawerId}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
      </button>
      {/* Escape, a press outside, the close button and any link close it (drawerBehaviour.ts). */}
      <dialog id={drawerId} className={DRAWER_CLASS} aria-labelledby={titleId} closedby="any">
        <div className="landing-drawer-head">
          <h2 id={titleId} className="landing-drawer-title">
            Menu
          </h2>
          <form method="dialog">
            <button type="submit" className="landing-drawer-close" aria-label="Close menu">
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </button>
          </form>
        </div>
        <nav aria-label="Main">
          <ul className="landing-drawer-list">
            <li>
              <Link className="landing-drawer-link" href={paths.about}>
                About
              </Link>
            </li>
            <li>
              <CategoriesMenu label={CATEGORIES_LABEL} />
            </li>
            <li>
              <LandingIsland name="account-in-drawer" />
            </li>
          </ul>
        </nav>
      </dialog>
    </>
  );
}
