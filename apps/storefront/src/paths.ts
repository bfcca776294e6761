/** Every in-app address in one place, so links and the route table cannot drift apart. */
export const paths = {
  landing: '/',
  home: '/homepage/',
  login: '/login',
  cart: '/homepage/cart',
  product: (id: number) => `/homepage/view/${id}`,
  category: (category: string) => `/homepage/category/${encodeURIComponent(category)}`,
  /** A blank (or whitespace-only) search leads back to the full listing. */
  search: (text: string) => {
    const term = text.trim();
    return term === '' ? paths.home : `/homepage/product/${encodeURIComponent(term)}`;
  },
} as const;
