import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
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

  useEffect(() => {
    if (raw !== pageParam(page)) setPage(page, { replace: true });
  }, [raw, page, setPage]);

  return [page, setPage] as const;
}
