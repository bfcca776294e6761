import { Navigate, type RouteObject } from 'react-router';
import { RootErrorPage } from './routes/root/RootErrorPage';
import { RootLayout } from './routes/root/RootLayout';
import { RouteLoading } from './routes/root/RouteLoading';

// One chunk per area: the landing page never downloads the shop's code.
const landing = () => import('./routes/landing');
const shop = () => import('./routes/shop');

const toLanding = <Navigate to="/" replace />;

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RootErrorPage,
    HydrateFallback: RouteLoading,
    children: [
      { index: true, lazy: { Component: async () => (await landing()).LandingPage } },
      {
        path: 'homepage',
        lazy: { Component: async () => (await shop()).ShopLayout },
        children: [
          { index: true, lazy: { Component: async () => (await shop()).HomePage } },
          { path: 'product/:term', lazy: { Component: async () => (await shop()).SearchPage } },
          { path: 'category/:category', lazy: { Component: async () => (await shop()).CategoryPage } },
          { path: 'view/:id', lazy: { Component: async () => (await shop()).ProductPage } },
          { path: '*', element: toLanding },
        ],
      },
      { path: '*', element: toLanding },
    ],
  },
];
