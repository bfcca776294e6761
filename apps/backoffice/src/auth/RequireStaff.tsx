import type { StaffMe } from '@farmkit/contract';
import { useSession } from '@farmkit/session';
import { ShopFormatProvider } from '@farmkit/ui/shop-format';
import { Spinner } from '@farmkit/ui/spinner';
import { Navigate, Outlet, useLocation, useOutletContext } from 'react-router';
import { statusOf } from '../api/errors';
import { useMe, useShopFormatSettings } from '../api/staff';
import { NotAllowedPage } from './NotAllowedPage';

/**
 * The back-office's gate: signed out, the sign-in page (coming back here after); an account without a role, the
 * "not allowed" page; a staff member, the page, with who they are and what they may do for the pages below
 * (`useStaffMember`, `useCan`) and the shop's money format for every amount they show.
 */
export function RequireStaff() {
  const session = useSession();
  const location = useLocation();
  const me = useMe();
  const shopFormat = useShopFormatSettings();
  const next = `${location.pathname}${location.search}`;

  if (session.status === 'signedOut' || statusOf(me.error) === 401) {
    return <Navigate to={`/sign-in?next=${encodeURIComponent(next)}`} replace />;
  }
  if (statusOf(me.error) === 403) return <NotAllowedPage reason="notStaff" />;
  if (me.data && shopFormat.data) {
    return (
      <ShopFormatProvider {...shopFormat.data}>
        <Outlet context={me.data satisfies StaffMe} />
      </ShopFormatProvider>
    );
  }
  if (me.isError || shopFormat.isError) {
    return (
      <main className="bo-Loading" role="alert">
        The back-office could not reach the server. Check the connection and reload the page.
      </main>
    );
  }
  return (
    <main className="bo-Loading" aria-busy="true">
      <Spinner label="Loading the back-office" />
    </main>
  );
}

/** The signed-in staff member and their capabilities, for any page under RequireStaff. */
export function useStaffMember(): StaffMe {
  return useOutletContext<StaffMe>();
}
