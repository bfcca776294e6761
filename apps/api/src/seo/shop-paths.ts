/**
 * The storefront's addresses that robots.txt and the sitemap name, built as apps/storefront/src/paths.ts builds
 * them. The API cannot import an app's source at run time, so seo.test.ts checks that the two agree.
 */
export const shopPaths = {
  /** Pages a search engine may index that hold no catalogue data: the landing page, the listing, the policies. */
  fixed: ['/', '/homepage/', '/feedback', '/return-policy', '/help', '/terms', '/privacy'],
  /**
   * What no search engine should crawl: the back-office, the API, a shopper's own pages (account, cart, checkout),
   * the sign-in screens and search results (endless, and each a copy of the listing). Rules match by prefix.
   */
  disallowed: [
    '/admin/',
    '/api/',
    '/account',
    '/homepage/cart',
    '/homepage/checkout',
    '/homepage/product/',
    '/login',
    '/signup',
    '/signupverify',
    '/changepassword/',
  ],
  product: (id: number) => `/homepage/view/${id}`,
  category: (name: string) => `/homepage/category/${encodeURIComponent(name)}`,
} as const;
