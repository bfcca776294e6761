import { FIRST_PAGE } from '@farmkit/contract';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { parsePage } from './paging';

/**
 * The listing page lives in the URL (`?page=n`), so back/forward, reload and shared links keep it.
 * The first page has no parameter, so every listing has one canonical address.
 */
export function usePageParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePage(searchParams.get('page'));
  const setPage = useCallback(
    (next: number, options?: { replace?: boolean }) => {
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        if (next > FIRST_PAGE) params.set('page', String(next));
        else params.delete('page');
        return params;
      }, options);
    },
    [setSearchParams],
  );
  return [page, setPage] as const;
}
