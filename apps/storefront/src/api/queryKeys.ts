import type { DeliveryMethod, ProductListQuery } from '@farmkit/contract';

/** Every react-query cache key of the storefront, so invalidation can target a whole family. */
export const queryKeys = {
  products: {
    all: ['products'] as const,
    list: (query: ProductListQuery) => ['products', 'list', query] as const,
    detail: (id: number) => ['products', 'detail', id] as const,
  },
  categories: ['categories'] as const,
  /** The signed-in shopper's cart, a page at a time. */
  cart: {
    all: ['cart'] as const,
    page: (page: number, pageSize: number) => ['cart', page, pageSize] as const,
  },
  orders: {
    all: ['orders'] as const,
    page: (page: number, pageSize: number) => ['orders', 'list', page, pageSize] as const,
    detail: (id: number) => ['orders', 'detail', id] as const,
  },
  /** The signed-in account (`GET accounts/edit/`). */
  profile: ['profile'] as const,
  authProviders: ['authProviders'] as const,
  /** The ways to pay the checkout offers (`GET payments/methods/`). */
  paymentMethods: ['paymentMethods'] as const,
  /** Where and when the farm delivers (`GET delivery/`, `GET delivery/slots/`). */
  delivery: {
    options: ['delivery', 'options'] as const,
    slots: (method: DeliveryMethod | null, area: number | null) =>
      ['delivery', 'slots', method, area] as const,
  },
  /** The shop's money and first-order discount (`GET shop/`). */
  shopSettings: ['shopSettings'] as const,
};
