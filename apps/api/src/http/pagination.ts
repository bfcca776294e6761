import { countPages, type Page } from '@farmkit/contract';
import type { FastifyRequest } from 'fastify';

interface PageRequest {
  page: number;
  pageSize: number;
}

/** The rows of one page: where they start and how many. */
interface RowWindow {
  offset: number;
  limit: number;
}

/**
 * One page of a list of `count` items, as Django REST framework pages: `{ count, next, previous, results }`.
 * Page 1 always exists, even when empty; a page past the last one is undefined (the caller answers 404
 * "Invalid page."). The next and previous links keep the request's path and `filter`, the list's other
 * parameters.
 */
export async function pageOf<Item>(
  request: FastifyRequest,
  { page, pageSize }: PageRequest,
  count: number,
  rowsOf: (window: RowWindow) => Promise<Item[]>,
  filter: Record<string, string | undefined> = {},
): Promise<Page<Item> | undefined> {
  const lastPage = countPages(count, pageSize);
  if (page > lastPage) return undefined;
  const linkTo = (linkedPage: number) =>
    urlWithQuery(request.routeOptions.url ?? '', { ...filter, page_size: pageSize, page: linkedPage });
  return {
    count,
    next: page < lastPage ? linkTo(page + 1) : null,
    previous: page > 1 ? linkTo(page - 1) : null,
    results: await rowsOf({ offset: (page - 1) * pageSize, limit: pageSize }),
  };
}

/** `path?query`, leaving out parameters that were not given. */
function urlWithQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) params.set(name, String(value));
  }
  return `${path}?${params}`;
}
