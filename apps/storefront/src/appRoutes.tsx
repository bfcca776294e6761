import type { ComponentType } from 'react';
import { type LoaderFunctionArgs, Navigate, type RouteObject, redirect } from 'react-router';
import type { IslandSetName } from './islandSets';
import { paths, SEARCH_FORM_FIELD } from './paths';
import { RootErrorPage } from './routes/root/RootErrorPage';
import { RootLayout } from './routes/root/RootLayout';
import { RouteLoading } from './routes/root/RouteLoading';

/** A chunk of the app, loaded on the first visit to a page it holds. */
interface Area<Module> {
  load: () => Promise<Module>;
  /** Its entry file, as the build manifest names it: the server links the chunk and styles of what it renders. */
  source: string;
}

/** What the routes of an area page carry, for the server (entry-server.tsx). */
export interface PageHandle {
  area: string;
  /** Rendered to HTML on the server: the public pages. Signed-in areas and forms render in the browser only. */
  serverRendered: boolean;
  /** Rendered on the server, the browser hydrates only the page's islands, of this set (islandSets.ts). */
  islands?: IslandSetName;
}

const area = <Module,>(source: string, load: () => Promise<Module>): Area<Module> => ({ source, load });

// One chunk per area: the landing page never downloads the shop's code.
const landing = area('src/routes/landing/index.ts', () => import('./routes/landing'));
const shop = area('src/routes/shop/index.ts', () => import('./routes/shop'));
// The product page and the cart hold the quantity stepper (react-aria's NumberField and number parsing): the
// listings, where most visits land, do not download it.
const product = area(
  'src/routes/shop/product/ProductPage.tsx',
  () => import('./routes/shop/product/ProductPage'),
);
const cart = area('src/routes/shop/cart/CartPage.tsx', () => import('./routes/shop/cart/CartPage'));
// The checkout runs on XState: only a shopper who checks out downloads it, not every shop page.
const checkout = area(
  'src/routes/shop/checkout/CheckoutPage.tsx',
  () => import('./routes/shop/checkout/CheckoutPage'),
);
const auth = area('src/routes/auth/index.ts', () => import('./routes/auth'));
const account = area('src/routes/account/index.ts', () => import('./routes/account'));
const staticPages = area('src/routes/static/index.ts', () => import('./routes/static'));

/** Every area, for the server to check that the build has each (entry-server.tsx). */
export const areaSources = [landing, shop, product, cart, checkout, auth, account, staticPages].map(
  ({ source }) => source,
);

/** A route whose component is `pick`ed from `from`'s chunk when it first shows. */
function page<Module>(
  from: Area<Module>,
  pick: (module: Module) => ComponentType,
  {
    serverRendered = false,
    islands,
  }: Omit<PageHandle, 'area' | 'serverRendered'> & { serverRendered?: boolean } = {},
): Pick<RouteObject, 'lazy' | 'handle'> {
  const handle: PageHandle = { area: from.source, serverRendered, ...(islands && { islands }) };
  const loadComponent = async () => pick(await from.load());
  return { lazy: { Component: loadComponent }, handle };
}
/** A page rendered on the server; with `islands`, one whose browser hydrates only those (islandSets.ts). */
const publicPage = <Module,>(
  from: Area<Module>,
  pick: (module: Module) => ComponentType,
  islands?: IslandSetName,
) => page(from, pick, { serverRendered: true, islands });

const toLanding = <Navigate to={paths.landing} replace />;

/** The search form sent without the app (paths.searchForm): on to its results, on the server or in the browser. */
const toSearchResults = ({ request }: LoaderFunctionArgs) =>
  redirect(paths.search(new URL(request.url).searchParams.get(SEARCH_FORM_FIELD) ?? ''));

/**
 * The route table. A fresh copy per router: a router records loaded lazy parts on the objects it gets. Every form
 * starts at the shop's country: site.country, or `country` (a story's other shop).
 */
export const appRoutes = ({ country }: { country?: string | undefined } = {}): RouteObject[] => [
  {
    element: <RootLayout country={country} />,
    ErrorBoundary: RootErrorPage,
    HydrateFallback: RouteLoading,
    children: [
      { index: true, ...publicPage(landing, (m) => m.LandingPage, 'landing') },
      {
        path: 'homepage',
        ...page(shop, (m) => m.ShopLayout),
        children: [
          { index: true, ...publicPage(shop, (m) => m.HomePage, 'listing') },
          { path: 'product/:term', ...publicPage(shop, (m) => m.SearchPage, 'listing') },
          { path: 'category/:category', ...publicPage(shop, (m) => m.CategoryPage, 'listing') },
          { path: 'view/:id', ...publicPage(product, (m) => m.ProductPage, 'product') },
          { path: 'checkout', ...page(checkout, (m) => m.CheckoutPage) },
          { path: 'cart', ...page(cart, (m) => m.CartPage) },
          { path: 'search', loader: toSearchResults },
          { path: '*', element: toLanding },
        ],
      },
      {
        ...page(auth, (m) => m.AuthLayout),
        children: [
          { path: 'signup', ...page(auth, (m) => m.SignupPage) },
          { path: 'signupverify', ...page(auth, (m) => m.SignupVerifyPage) },
          { path: 'login', ...page(auth, (m) => m.LoginPage) },
          {
            path: 'changepassword',
            ...page(auth, (m) => m.PasswordResetLayout),
            children: [
              { index: true, element: <Navigate to={paths.reset.email} replace /> },
              { path: 'reset-password', ...page(auth, (m) => m.ResetEmailPage) },
              { path: 'confirm-otp', ...page(auth, (m) => m.ResetCodePage) },
              { path: 'create-newpassword', ...page(auth, (m) => m.NewPasswordPage) },
              { path: 'success', ...page(auth, (m) => m.ResetSuccessPage) },
              { path: '*', element: <Navigate to={paths.reset.email} replace /> },
            ],
          },
        ],
      },
      {
        ...page(staticPages, (m) => m.StaticLayout),
        children: [
          { path: 'feedback', ...publicPage(staticPages, (m) => m.FeedbackPage) },
          { path: 'return-policy', ...publicPage(staticPages, (m) => m.ReturnPolicyPage) },
          { path: 'help', ...publicPage(staticPages, (m) => m.HelpPage) },
          { path: 'terms', ...publicPage(staticPages, (m) => m.TermsPage) },
          { path: 'privacy', ...publicPage(staticPages, (m) => m.PrivacyPage) },
        ],
      },
      {
        path: 'account',
        ...page(account, (m) => m.AccountLayout),
        children: [
          { index: true, ...page(account, (m) => m.AccountInfoPage) },
          { path: 'help-center', ...page(account, (m) => m.HelpCenterPage) },
          { path: 'other', ...page(account, (m) => m.DeleteAccountPage) },
          { path: 'orders', ...page(account, (m) => m.OrdersPage) },
          { path: 'orders-details/:id', ...page(account, (m) => m.OrderDetailsPage) },
          { path: '*', element: <Navigate to={paths.account.index} replace /> },
        ],
      },
      { path: '*', element: toLanding },
    ],
  },
];
