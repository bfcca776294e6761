import { Outlet } from 'react-router';
import { SiteFooter } from '../../../components/SiteFooter';
import { ToastRegion } from '../../../toasts/ToastRegion';
import { ShopHeader } from './ShopHeader';

/** The frame of every /homepage/* page: the shop header, the page, the footer, the shop's toasts. */
export function ShopLayout() {
  return (
    <ToastRegion area="shop">
      <ShopHeader />
      <Outlet />
      <SiteFooter />
    </ToastRegion>
  );
}
