import { useSession } from '@farmkit/session';
import { LinkButton } from '@farmkit/ui/button';
import { CloseButton } from '@farmkit/ui/close-button';
import { useState } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Link, Modal, ModalOverlay } from 'react-aria-components';
import { useLocation } from 'react-router';
import { CategoriesMenu } from '../../components/CategoriesMenu';
import { Logo } from '../../components/Logo';
import { paths } from '../../paths';
import './LandingTopBar.css';

const CATEGORIES_LABEL = 'Product Categories';

/**
 * The landing page's top bar: the logo, About, Product Categories and Online Store, and on the right Login
 * (or the store, once signed in). Under 768px the links move into a drawer behind a menu button.
 */
export function LandingTopBar() {
  // With a session the right-hand button leads to the store instead of the login page.
  const account =
    useSession().status === 'signedIn'
      ? { label: 'online Store', href: paths.home }
      : { label: 'Login', href: paths.login };
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
          <LinkButton href={account.href}>{account.label}</LinkButton>
        </div>
        <MenuDrawer account={account} />
      </div>
    </header>
  );
}

interface MenuDrawerProps {
  account: { label: string; href: string };
}

/** The phone's menu: a drawer from the side that keeps the focus inside until it closes. */
function MenuDrawer({ account }: MenuDrawerProps) {
  // The drawer belongs to the location it was opened at, so any navigation (About's #content included)
  // closes it, and Escape, a press outside or the close button close it too.
  const { key } = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  return (
    <DialogTrigger isOpen={openedAt === key} onOpenChange={(isOpen) => setOpenedAt(isOpen ? key : null)}>
      <Button className="landing-menu-button" aria-label="Menu">
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
      </Button>
      <ModalOverlay className="landing-drawer-overlay" isDismissable>
        <Modal className="landing-drawer">
          <Dialog className="landing-drawer-dialog">
            <div className="landing-drawer-head">
              <Heading slot="title" className="landing-drawer-title">
                Menu
              </Heading>
              <CloseButton label="Close menu" />
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
                  <LinkButton href={account.href}>{account.label}</LinkButton>
                </li>
              </ul>
            </nav>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
