import { useCallback, useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useNeedsApp } from '../../../components/serverPage';
import { pageParam, parsePage } from './paging';

/**
 * The listing page lives in the URL (`?page=n`), so back/forward, reload and shared links keep it.
 * A malformed or redundant value (`?page=abc`, `?page=1`) is rewritten in place to the page shown.
 */
export function usePageParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get('page');
  const page = parsePage(raw);

  const setPage = useCallback(
    (next: number, options?: { replace?: boolean }) => {
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        const value = pageParam(next);
        if (value === null) params.delete('page');
        else params.set('page', value);
        return params;
      }, options);
    },
    [setSearchParams],
  );

  const malformed = raw !== pageParam(page);
  useNeedsApp(malformed);
  useEffect(() => {
    if (malformed) setPage(page, { replace: true });
  }, [malformed, page, setPage]);

  return [page, setPage] as const;
}

/** The address of each page of this listing, for a pager of links. */
export function usePageHref(): (page: number) => string {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  return (page) => {
    const params = new URLSearchParams(searchParams);
    const value = pageParam(page);
    if (value === null) params.delete('page');
    else params.set('page', value);
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
}
