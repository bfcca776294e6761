import { RouterProvider } from 'react-aria-components';
import { type NavigateOptions, Outlet, useHref, useNavigate } from 'react-router';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/** tel:, https: and mailto: links leave the app; react-router would read them as paths under /admin/. */
const isAbsolute = (href: string) => /^[a-z][a-z\d+.-]*:/i.test(href);

function useLinkHref(href: string) {
  const appHref = useHref(href);
  return isAbsolute(href) ? href : appHref;
}

/** Every react-aria link of the kit navigates through react-router, under the /admin basename. */
export function RootLayout() {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useLinkHref}>
      <Outlet />
    </RouterProvider>
  );
}
