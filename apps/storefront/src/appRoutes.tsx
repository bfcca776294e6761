import { Navigate, type RouteObject } from 'react-router';
import { RootErrorPage } from './routes/root/RootErrorPage';
import { RootLayout } from './routes/root/RootLayout';
import { RouteLoading } from './routes/root/RouteLoading';

// One chunk per area: the landing page never downloads the shop's code.
const landing = () => import('./routes/landing');
const shop = () => import('./routes/shop');

const loadLandingPage = async () => (await landing()).LandingPage;
const loadShopLayout = async () => (await shop()).ShopLayout;
const loadHomePage = async () => (await shop()).HomePage;
const loadSearchPage = async () => (await shop()).SearchPage;
const loadCategoryPage = async () => (await shop()).CategoryPage;
const loadProductPage = async () => (await shop()).ProductPage;

const toLanding = <Navigate to="/" replace />;

/** The route table. A fresh copy per router: a router records loaded lazy parts on the objects it gets. */
export const appRoutes = (): RouteObject[] => [
  {
    Component: RootLayout,
    ErrorBoundary: RootErrorPage,
    HydrateFallback: RouteLoading,
    children: [
      { index: true, lazy: { Component: loadLandingPage } },
      {
        path: 'homepage',
        lazy: { Component: loadShopLayout },
        children: [
          { index: true, lazy: { Component: loadHomePage } },
          { path: 'product/:term', lazy: { Component: loadSearchPage } },
          { path: 'category/:category', lazy: { Component: loadCategoryPage } },
          { path: 'view/:id', lazy: { Component: loadProductPage } },
          { path: '*', element: toLanding },
        ],
      },
      { path: '*', element: toLanding },
    ],
  },
];
