import { RouterProvider } from 'react-aria-components';
import { type NavigateOptions, Outlet, ScrollRestoration, useHref, useNavigate } from 'react-router';
import { ToastQueuesProvider } from '../../toasts/ToastQueues';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/** Lets every react-aria link (the kit's cards, breadcrumbs, menus) navigate through react-router. */
export function RootLayout() {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      <ToastQueuesProvider>
        <Outlet />
      </ToastQueuesProvider>
      <ScrollRestoration />
    </RouterProvider>
  );
}
