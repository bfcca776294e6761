/** Paging rules shared by every list endpoint and every pager on screen. */
export const FIRST_PAGE = 1;
export const MAX_PAGE_SIZE = 100;

/** How many items each list on screen shows per page. */
export const PAGE_SIZES = {
  home: 16,
  landing: 10,
  similarItems: 20,
  cart: 6,
  headerCart: 6,
} as const;

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
