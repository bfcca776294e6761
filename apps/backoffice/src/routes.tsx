import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { Landing, RequireCapability } from './auth/RequireCapability';
import { RequireStaff } from './auth/RequireStaff';
import { SignInPage } from './auth/SignInPage';
import { AdminLayout } from './layout/AdminLayout';
import { PageLoading } from './layout/PageLoading';
import { RootLayout } from './layout/RootLayout';
import { RouteErrorPage } from './layout/RouteErrorPage';
import { SECTIONS } from './layout/sections';

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
                  element: <Landing />,
                  children: [
                    {
                      index: true,
                      ...page(async () => (await import('./dashboard/DashboardPage')).DashboardPage),
                    },
                  ],
                },
                {
                  element: <RequireCapability capability={SECTIONS.orders.capability} />,
                  children: [
                    { path: 'orders', ...page(async () => (await import('./orders/OrdersPage')).OrdersPage) },
                    {
                      path: 'orders/:id',
                      ...page(async () => (await import('./orders/OrderPage')).OrderPage),
                    },
                  ],
                },
                {
                  element: <RequireCapability capability={SECTIONS.products.capability} />,
                  children: [
                    {
                      path: 'products',
                      ...page(async () => (await import('./products/ProductsPage')).ProductsPage),
                    },
                    {
                      element: <RequireCapability capability="catalogue.write" />,
                      children: [
                        {
                          path: 'products/new',
                          ...page(async () => (await import('./products/NewProductPage')).NewProductPage),
                        },
                      ],
                    },
                    {
                      path: 'products/:id',
                      ...page(async () => (await import('./products/ProductPage')).ProductPage),
                    },
                  ],
                },
                {
                  element: <RequireCapability capability={SECTIONS.categories.capability} />,
                  children: [
                    {
                      path: 'categories',
                      ...page(async () => (await import('./categories/CategoriesPage')).CategoriesPage),
                    },
                  ],
                },
                {
                  element: <RequireCapability capability={SECTIONS.deliveries.capability} />,
                  children: [
                    {
                      path: 'deliveries',
                      ...page(async () => (await import('./deliveries/DeliveriesPage')).DeliveriesPage),
                    },
                  ],
                },
                {
                  element: <RequireCapability capability={SECTIONS.myDeliveries.capability} />,
                  children: [
                    {
                      path: 'my-deliveries',
                      ...page(async () => (await import('./round/MyDeliveriesPage')).MyDeliveriesPage),
                    },
                  ],
                },
                {
                  element: <RequireCapability capability={SECTIONS.cash.capability} />,
                  children: [
                    { path: 'cash', ...page(async () => (await import('./cash/CashPage')).CashPage) },
                  ],
                },
                {
                  element: <RequireCapability capability={SECTIONS.deliverySettings.capability} />,
                  children: [
                    {
                      path: 'delivery',
                      ...page(
                        async () => (await import('./delivery/DeliverySettingsPage')).DeliverySettingsPage,
                      ),
                    },
                  ],
                },
                {
                  element: <RequireCapability capability={SECTIONS.paymentSettings.capability} />,
                  children: [
                    {
                      path: 'payments',
                      ...page(
                        async () =>
                          (await import('./payment-settings/PaymentSettingsPage')).PaymentSettingsPage,
                      ),
                    },
                  ],
                },
                {
                  element: <RequireCapability capability={SECTIONS.customers.capability} />,
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
                  element: <RequireCapability capability={SECTIONS.staff.capability} />,
                  children: [
                    { path: 'staff', ...page(async () => (await import('./staff/StaffPage')).StaffPage) },
                  ],
                },
                {
                  element: <RequireCapability capability={SECTIONS.audit.capability} />,
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
