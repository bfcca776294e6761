/** Every in-app address in one place, so links and the route table cannot drift apart. */
export const paths = {
  landing: '/',
  home: '/homepage/',
  login: '/login',
  signup: '/signup',
  signupVerify: '/signupverify',
  reset: {
    email: '/changepassword/reset-password',
    code: '/changepassword/confirm-otp',
    newPassword: '/changepassword/create-newpassword',
    success: '/changepassword/success',
  },
  account: {
    index: '/account',
    helpCenter: '/account/help-center',
    other: '/account/other',
    orders: '/account/orders',
    orderDetails: (id: number) => `/account/orders-details/${id}`,
  },
  /** The landing page's about section. */
  about: '/#content',
  feedback: '/feedback',
  returnPolicy: '/return-policy',
  help: '/help',
  terms: '/terms',
  privacy: '/privacy',
  cart: '/homepage/cart',
  checkout: '/homepage/checkout',
  product: (id: number) => `/homepage/view/${id}`,
  category: (category: string) => `/homepage/category/${encodeURIComponent(category)}`,
  /**
   * Where the header's search form sends its text (`?q=`) when the app has not started yet (a server-rendered
   * page still loading its script): it redirects to `search(text)`.
   */
  searchForm: '/homepage/search',
  /** A blank (or whitespace-only) search leads back to the full listing. */
  search: (text: string) => {
    const term = text.trim();
    return term === '' ? paths.home : `/homepage/product/${encodeURIComponent(term)}`;
  },
} as const;

/** The name of the search form's text field. */
export const SEARCH_FORM_FIELD = 'q';

/** The product id of a `/homepage/view/:id` address: a whole number from 1, else undefined (no such product). */
export function parseProductId(raw: string | undefined): number | undefined {
  if (raw === undefined || !/^[1-9]\d*$/.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : undefined;
}

/** The order id of an `/account/orders-details/:id` address, by the same rule. */
export const parseOrderId = parseProductId;
