import { useEffect } from 'react';
import { isNotFound } from '../../../api/errors';
import { useNeedsApp } from '../../../components/serverPage';
import { type PageOutcome, pageInRange } from './paging';

interface PagedQuery {
  data?: { count: number };
  isPlaceholderData: boolean;
  error: unknown;
}

/**
 * Moves a paged listing whose `page` lies beyond its end (an old link, a hand-edited URL) to the page
 * `pageInRange` names, replacing the history entry. True while it does, so the listing shows it loading.
 * `hold` pauses the check while the listing is known to be changing under it.
 */
export function usePageInRange(
  page: number,
  setPage: (page: number, options: { replace: boolean }) => void,
  query: PagedQuery,
  pageSize: number,
  hold = false,
): boolean {
  const outcome: PageOutcome | undefined =
    query.data && !query.isPlaceholderData && !query.error
      ? { kind: 'page', count: query.data.count, pageSize }
      : isNotFound(query.error)
        ? { kind: 'page-not-found' }
        : undefined;
  const replacement = hold || !outcome ? undefined : pageInRange(page, outcome);
  useNeedsApp(replacement !== undefined);
  useEffect(() => {
    if (replacement !== undefined) setPage(replacement, { replace: true });
  }, [replacement, setPage]);
  return replacement !== undefined;
}
