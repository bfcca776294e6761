export interface PageWindow {
  offset: number;
  next: string | null;
  previous: string | null;
}

/**
 * Page-number paging as Django REST framework does it: page 1 always exists, even when empty, and a page
 * past the last one is undefined (the caller answers 404 "Invalid page.").
 */
export function pageWindow(
  count: number,
  { page, pageSize }: { page: number; pageSize: number },
  urlOfPage: (page: number) => string,
): PageWindow | undefined {
  const lastPage = Math.max(1, Math.ceil(count / pageSize));
  if (page > lastPage) return undefined;
  return {
    offset: (page - 1) * pageSize,
    next: page < lastPage ? urlOfPage(page + 1) : null,
    previous: page > 1 ? urlOfPage(page - 1) : null,
  };
}

/** `path?query`, leaving out parameters that were not given. */
export function urlWithQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) params.set(name, String(value));
  }
  return `${path}?${params}`;
}
