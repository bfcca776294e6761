import { ShopFormatProvider } from '@farmkit/ui/shop-format';
import { useEffect } from 'react';
import { RouterProvider } from 'react-aria-components';
import {
  type NavigateOptions,
  Outlet,
  ScrollRestoration,
  useHref,
  useLocation,
  useNavigate,
} from 'react-router';
import { useShopSettings } from '../../api/shop';
import { ShopNavigationProvider } from '../../navigation';
import { site } from '../../site';
import { ToastQueuesProvider } from '../../toasts/ToastQueues';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/** An address with a scheme (https:, mailto:) leaves the app: react-router would read it as a path. */
const isAbsolute = (href: string) => /^[a-z][a-z\d+.-]*:/i.test(href);

/** The address a react-aria link renders: the app's own paths resolved by react-router, others as they are. */
function useLinkHref(href: string) {
  const appHref = useHref(href);
  return isAbsolute(href) ? href : appHref;
}

/**
 * Lets every react-aria link (the kit's cards, breadcrumbs, menus) and every part that can also be an island
 * (navigation.tsx) navigate through react-router, and gives every kit component the shop's currency and locale
 * (the API's shop settings) and country (site.country, unless a story gives another).
 *
 * A server-rendered page has the settings already (entry-server.tsx asks for them as this renders), so its HTML
 * shows the shop's currency. A page only the browser renders asks for them first thing, before its own data
 * needs writing; until they come, the kit's default format stands in.
 */
export function RootLayout({ country = site.country }: { country?: string | undefined }) {
  const shop = useShopSettings().data;
  const navigate = useNavigate();
  const location = useLocation();
  // From here on the page's controls answer: a server-rendered page showed before them (e2e waits for this).
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <ShopFormatProvider currency={shop?.currency} locale={shop?.locale} country={country}>
      <RouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useLinkHref}>
        <ShopNavigationProvider value={{ location, navigate: (to, options) => void navigate(to, options) }}>
          <ToastQueuesProvider>
            <Outlet />
          </ToastQueuesProvider>
        </ShopNavigationProvider>
        <ScrollRestoration />
      </RouterProvider>
    </ShopFormatProvider>
  );
}
