import type { IslandSet } from './islandSet';

/**
 * The pages whose browser hydrates only their islands, by kind: a route names its kind in its handle
 * (appRoutes.tsx), the server marks the page with it (serverHtml.ts), and boot.ts loads that set alone.
 */
export const islandSets = {
  landing: () => import('./routes/landing/landingIslands'),
  listing: () => import('./routes/shop/listingIslands'),
  product: () => import('./routes/shop/product/productIslands'),
} satisfies Record<string, () => Promise<{ default: IslandSet }>>;

export type IslandSetName = keyof typeof islandSets;
