import { Navigate, type RouteObject } from 'react-router';
import { paths } from './paths';
import { RootErrorPage } from './routes/root/RootErrorPage';
import { RootLayout } from './routes/root/RootLayout';
import { RouteLoading } from './routes/root/RouteLoading';

// One chunk per area: the landing page never downloads the shop's code.
const landing = () => import('./routes/landing');
const shop = () => import('./routes/shop');
const auth = () => import('./routes/auth');
const account = () => import('./routes/account');
const staticPages = () => import('./routes/static');

const loadLandingPage = async () => (await landing()).LandingPage;
const loadShopLayout = async () => (await shop()).ShopLayout;
const loadHomePage = async () => (await shop()).HomePage;
const loadSearchPage = async () => (await shop()).SearchPage;
const loadCategoryPage = async () => (await shop()).CategoryPage;
const loadProductPage = async () => (await shop()).ProductPage;
// The checkout runs on XState: only a shopper who checks out downloads it, not every shop page.
const loadCheckoutPage = async () => (await import('./routes/shop/checkout/CheckoutPage')).CheckoutPage;
const loadCartPage = async () => (await shop()).CartPage;
const loadAuthLayout = async () => (await auth()).AuthLayout;
const loadSignupPage = async () => (await auth()).SignupPage;
const loadSignupVerifyPage = async () => (await auth()).SignupVerifyPage;
const loadLoginPage = async () => (await auth()).LoginPage;
const loadPasswordResetLayout = async () => (await auth()).PasswordResetLayout;
const loadResetEmailPage = async () => (await auth()).ResetEmailPage;
const loadResetCodePage = async () => (await auth()).ResetCodePage;
const loadNewPasswordPage = async () => (await auth()).NewPasswordPage;
const loadResetSuccessPage = async () => (await auth()).ResetSuccessPage;
const loadAccountLayout = async () => (await account()).AccountLayout;
const loadAccountInfoPage = async () => (await account()).AccountInfoPage;
const loadHelpCenterPage = async () => (await account()).HelpCenterPage;
const loadDeleteAccountPage = async () => (await account()).DeleteAccountPage;
const loadOrdersPage = async () => (await account()).OrdersPage;
const loadOrderDetailsPage = async () => (await account()).OrderDetailsPage;
const loadStaticLayout = async () => (await staticPages()).StaticLayout;
const loadFeedbackPage = async () => (await staticPages()).FeedbackPage;
const loadReturnPolicyPage = async () => (await staticPages()).ReturnPolicyPage;
const loadHelpPage = async () => (await staticPages()).HelpPage;
const loadTermsPage = async () => (await staticPages()).TermsPage;
const loadPrivacyPage = async () => (await staticPages()).PrivacyPage;

const toLanding = <Navigate to={paths.landing} replace />;

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
          { path: 'checkout', lazy: { Component: loadCheckoutPage } },
          { path: 'cart', lazy: { Component: loadCartPage } },
          { path: '*', element: toLanding },
        ],
      },
      {
        lazy: { Component: loadAuthLayout },
        children: [
          { path: 'signup', lazy: { Component: loadSignupPage } },
          { path: 'signupverify', lazy: { Component: loadSignupVerifyPage } },
          { path: 'login', lazy: { Component: loadLoginPage } },
          {
            path: 'changepassword',
            lazy: { Component: loadPasswordResetLayout },
            children: [
              { index: true, element: <Navigate to={paths.reset.email} replace /> },
              { path: 'reset-password', lazy: { Component: loadResetEmailPage } },
              { path: 'confirm-otp', lazy: { Component: loadResetCodePage } },
              { path: 'create-newpassword', lazy: { Component: loadNewPasswordPage } },
              { path: 'success', lazy: { Component: loadResetSuccessPage } },
              { path: '*', element: <Navigate to={paths.reset.email} replace /> },
            ],
          },
        ],
      },
      {
        lazy: { Component: loadStaticLayout },
        children: [
          { path: 'feedback', lazy: { Component: loadFeedbackPage } },
          { path: 'return-policy', lazy: { Component: loadReturnPolicyPage } },
          { path: 'help', lazy: { Component: loadHelpPage } },
          { path: 'terms', lazy: { Component: loadTermsPage } },
          { path: 'privacy', lazy: { Component: loadPrivacyPage } },
        ],
      },
      {
        path: 'account',
        lazy: { Component: loadAccountLayout },
        children: [
          { index: true, lazy: { Component: loadAccountInfoPage } },
          { path: 'help-center', lazy: { Component: loadHelpCenterPage } },
          { path: 'other', lazy: { Component: loadDeleteAccountPage } },
          { path: 'orders', lazy: { Component: loadOrdersPage } },
          { path: 'orders-details/:id', lazy: { Component: loadOrderDetailsPage } },
          { path: '*', element: <Navigate to={paths.account.index} replace /> },
        ],
      },
      { path: '*', element: toLanding },
    ],
  },
];
