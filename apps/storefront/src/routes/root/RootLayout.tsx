import { type ShopFormat, ShopFormatProvider } from '@farmkit/ui/shop-format';
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
 * (navigation.tsx) navigate through react-router, and gives every kit component the shop's currency, locale and
 * country (site.format, unless a story gives another).
 */
export function RootLayout({ format = site.format }: { format?: ShopFormat | undefined }) {
  const navigate = useNavigate();
  const location = useLocation();
  // From here on the page's controls answer: a server-rendered page showed before them (e2e waits for this).
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <ShopFormatProvider {...format}>
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
