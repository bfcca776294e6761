import type { FromSchema } from 'json-schema-to-ts';

/** Paging rules shared by every list endpoint and every pager on screen. */
export const FIRST_PAGE = 1;
export const MAX_PAGE_SIZE = 100;

/**
 * How many items each list shows per page: the page asks for it, and a list endpoint answers it when the page
 * size is left out, so a link without `page_size` shows what the screen shows.
 */
export const PAGE_SIZES = {
  /** The shop's listings: home, category and search. */
  home: 16,
  landing: 10,
  similarItems: 20,
  cart: 6,
  headerCart: 6,
  /** The checkout lists the whole cart at once. */
  checkout: MAX_PAGE_SIZE,
  /** A shopper's orders (account/orders). */
  orders: 10,
  /** The back-office's lists. */
  adminOrders: 25,
  adminProducts: 25,
  adminCustomers: 25,
  stockMovements: 50,
  audit: 50,
  /** The deliveries sheet prints every order of a stage at once. */
  deliveries: MAX_PAGE_SIZE,
} as const;

/** How many pages `count` items fill; an empty list still has its one (empty) page. */
export function countPages(count: number, pageSize: number): number {
  return Math.max(FIRST_PAGE, Math.ceil(count / pageSize));
}

/**
 * The JSON Schema of a list's `page` and `page_size` query parameters, `page_size` defaulting to `defaultSize`
 * (one of PAGE_SIZES). A list with filters spreads its `properties` beside its own. Query parameters it does not
 * name are ignored, as links with tracking parameters expect.
 */
export function pageQuery<const Size extends number>(defaultSize: Size) {
  return {
    type: 'object',
    properties: {
      page: { type: 'integer', minimum: FIRST_PAGE, default: FIRST_PAGE },
      page_size: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: defaultSize },
    },
  } as const;
}
export type PageQuery = FromSchema<ReturnType<typeof pageQuery>>;

/** JSON Schema of a page of `item`: `{ count, next, previous, results }`. */
export function pageSchemaOf<const Item extends object>(item: Item) {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['count', 'next', 'previous', 'results'],
    properties: {
      count: { type: 'integer', minimum: 0 },
      next: { type: ['string', 'null'] },
      previous: { type: ['string', 'null'] },
      results: { type: 'array', items: item },
    },
  } as const;
}

export interface Page<Item> {
  count: number;
  next: string | null;
  previous: string | null;
  results: Item[];
}

/**
 * An id sent by a client (a path's `{id}`, a product in a body): at most the largest integer column value, so a
 * longer number is a 400 and never reaches PostgreSQL, which would fail on it.
 */
export const recordIdSchema = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
