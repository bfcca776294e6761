import { Outlet } from 'react-router';
import { SiteFooter } from '../../components/SiteFooter';
import { ShopHeader } from './ShopHeader';

/** The frame of every /homepage/* page: the shop header, the page, the footer. */
export function ShopLayout() {
  return (
    <>
      <ShopHeader />
      <Outlet />
      <SiteFooter />
    </>
  );
}
