import { SideMenu } from '@farmkit/ui/side-menu';
import { Outlet, useLocation, useMatch } from 'react-router';
import { SiteFooter } from '../../components/SiteFooter';
import { paths } from '../../paths';
import { ToastRegion } from '../../toasts/ToastRegion';
import { RequireSession } from '../root/RequireSession';
import { ShopHeader } from '../shop/layout/ShopHeader';
import './AccountLayout.css';

const MENU = [
  { id: paths.account.index, label: 'Account Information', href: paths.account.index },
  { id: paths.account.helpCenter, label: 'Help Center', href: paths.account.helpCenter },
  { id: paths.account.other, label: 'Other', href: paths.account.other },
  { id: paths.account.orders, label: 'Orders', href: paths.account.orders },
];

/** The frame of /account/*: the shop header, the account menu beside the page, the account toasts. */
export function AccountLayout() {
  const { pathname } = useLocation();
  // An order's details page is part of Orders.
  const isOrderDetails = useMatch('/account/orders-details/:id') !== null;
  const current = isOrderDetails
    ? paths.account.orders
    : MENU.find((item) => pathname.replace(/\/$/, '') === item.href)?.id;
  return (
    <ToastRegion area="auth">
      <ShopHeader />
      <RequireSession>
        <div className="account site-container">
          <SideMenu aria-label="Account" items={MENU} currentId={current} />
          <main className="account-main">
            <Outlet />
          </main>
        </div>
      </RequireSession>
      <SiteFooter />
    </ToastRegion>
  );
}
