import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RequireRole } from './auth/RequireRole';
import { RequireStaff } from './auth/RequireStaff';
import { SignInPage } from './auth/SignInPage';
import { AdminLayout } from './layout/AdminLayout';
import { PageLoading } from './layout/PageLoading';
import { RootLayout } from './layout/RootLayout';
import { RouteErrorPage } from './layout/RouteErrorPage';

/**
 * A page loaded with its route, not with the app: a packer's phone never downloads the audit log, and the sign-in
 * loads only what every page shares.
 */
const page = (load: () => Promise<ComponentType>) => ({ lazy: async () => ({ Component: await load() }) });

/** The back-office's pages, under the /admin basename. */
export function backofficeRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <PageLoading />,
      children: [
        { path: 'sign-in', element: <SignInPage /> },
        { path: 'setup', ...page(async () => (await import('./setup/SetupPage')).SetupPage) },
        {
          element: <RequireStaff />,
          children: [
            {
              element: <AdminLayout />,
              children: [
                {
                  index: true,
                  ...page(async () => (await import('./dashboard/DashboardPage')).DashboardPage),
                },
                {
                  element: <RequireRole page="orders" />,
                  children: [
                    { path: 'orders', ...page(async () => (await import('./orders/OrdersPage')).OrdersPage) },
                    {
                      path: 'orders/:id',
                      ...page(async () => (await import('./orders/OrderPage')).OrderPage),
                    },
                  ],
                },
                {
                  element: <RequireRole page="products" />,
                  children: [
                    {
                      path: 'products',
                      ...page(async () => (await import('./products/ProductsPage')).ProductsPage),
                    },
                    {
                      path: 'products/new',
                      ...page(async () => (await import('./products/NewProductPage')).NewProductPage),
                    },
                    {
                      path: 'products/:id',
                      ...page(async () => (await import('./products/ProductPage')).ProductPage),
                    },
                  ],
                },
                {
                  element: <RequireRole page="categories" />,
                  children: [
                    {
                      path: 'categories',
                      ...page(async () => (await import('./categories/CategoriesPage')).CategoriesPage),
                    },
                  ],
                },
                {
                  element: <RequireRole page="deliveries" />,
                  children: [
                    {
                      path: 'deliveries',
                      ...page(async () => (await import('./deliveries/DeliveriesPage')).DeliveriesPage),
                    },
                  ],
                },
                {
                  element: <RequireRole page="customers" />,
                  children: [
                    {
                      path: 'customers',
                      ...page(async () => (await import('./customers/CustomersPage')).CustomersPage),
                    },
                    {
                      path: 'customers/:id',
                      ...page(async () => (await import('./customers/CustomerPage')).CustomerPage),
                    },
                  ],
                },
                {
                  element: <RequireRole page="staff" />,
                  children: [
                    { path: 'staff', ...page(async () => (await import('./staff/StaffPage')).StaffPage) },
                  ],
                },
                {
                  element: <RequireRole page="audit" />,
                  children: [
                    { path: 'audit', ...page(async () => (await import('./audit/AuditPage')).AuditPage) },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}
