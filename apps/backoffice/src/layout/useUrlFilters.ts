import { useSearchParams } from 'react-router';

/** A select's "every …" choice: no filter. */
export const ANY = 'any';

interface UrlFilterOptions<Extra extends string> {
  /** Other query values the list keeps in the URL that are not filters (a sort order): not counted as active. */
  also?: readonly Extra[];
  /** A value that is the list's default, so it stays out of the URL (a sort order by name). */
  defaults?: Partial<Record<Extra, string>>;
}

/**
 * A list's filters kept in the URL, so a view can be bookmarked or shared: their values, how many are active, a
 * change to one (back to page 1; the search box's typing replaces the history entry rather than adding to it),
 * and clearing them.
 */
export function useUrlFilters<Key extends string, Extra extends string = never>(
  keys: readonly Key[],
  { also = [], defaults = {} }: UrlFilterOptions<Extra> = {},
) {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(
    [...keys, ...also, 'page'].flatMap((key) => {
      const value = params.get(key);
      return value ? [[key, value]] : [];
    }),
  ) as Partial<Record<Key | Extra | 'page', string>>;

  function setFilter(key: Key | Extra | 'page', value: string) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value && value !== ANY && value !== defaults[key as Extra]) next.set(key, value);
        else next.delete(key);
        if (key !== 'page') next.delete('page');
        return next;
      },
      { replace: key === 'q' },
    );
  }

  return {
    filters,
    page: Number(filters.page ?? 1),
    activeCount: keys.filter((key) => filters[key]).length,
    setFilter,
    /** Every filter off; the rest (a sort order) stays. */
    clear: () =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const key of [...keys, 'page']) next.delete(key);
        return next;
      }),
  };
}
