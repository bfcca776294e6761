import { countPages, FIRST_PAGE } from '@farmkit/contract';

/** Reads `?page=`: a whole number from 1, anything else (missing, 0, -2, 1.5, "abc") means the first page. */
export function parsePage(raw: string | null): number {
  if (raw === null || !/^[1-9]\d*$/.test(raw)) return FIRST_PAGE;
  const page = Number(raw);
  return Number.isSafeInteger(page) ? page : FIRST_PAGE;
}

/** The `?page=` value of a page: none for the first, so every listing has one canonical address. */
export function pageParam(page: number): string | null {
  return page > FIRST_PAGE ? String(page) : null;
}

/** What the API answered for the requested page. */
export type PageOutcome = { kind: 'page'; count: number; pageSize: number } | { kind: 'page-not-found' };

/**
 * The page to show instead of `page` when it lies beyond the listing (an old link, a hand-edited URL):
 * the last page when the count is known, the first when the server refused the page. Undefined if fine.
 */
export function pageInRange(page: number, outcome: PageOutcome): number | undefined {
  if (outcome.kind === 'page-not-found') return page > FIRST_PAGE ? FIRST_PAGE : undefined;
  const lastPage = countPages(outcome.count, outcome.pageSize);
  return page > lastPage ? lastPage : undefined;
}
