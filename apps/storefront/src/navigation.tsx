import { createContext, use } from 'react';

/** Where the shopper is, with the note a page left in its history entry (the add waiting for a sign-in). */
export interface ShopLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** 'default' for the first page of the tab's visit, unique for every entry after. */
  key: string;
}

export type ShopPath = string | Pick<ShopLocation, 'pathname' | 'search' | 'hash'>;

export interface ShopNavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** What the parts of a page that can run without the app (islands) need of navigation. */
export interface ShopNavigation {
  location: ShopLocation;
  navigate: (to: ShopPath, options?: ShopNavigateOptions) => void;
}

const NavigationContext = createContext<ShopNavigation | null>(null);

/** The app's navigation (react-router's), which RootLayout gives every page. */
export const ShopNavigationProvider = NavigationContext.Provider;

/**
 * The app's navigation on a page the app renders; on a page of islands (islands.tsx), which has no router, the
 * document's own: each navigation loads the page it leads to, which the server renders.
 */
export function useShopNavigation(): ShopNavigation {
  return use(NavigationContext) ?? documentNavigation;
}

/**
 * React Router's browser history keeps a page's state in `history.state` as `{ usr, key, idx }`: a note written
 * here in that shape is the one the app finds in `useLocation().state` when it starts on the page it led to.
 */
interface RouterHistoryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

const historyState = (): RouterHistoryState => (window.history.state as RouterHistoryState | null) ?? {};

const hrefOf = (to: ShopPath) => (typeof to === 'string' ? to : `${to.pathname}${to.search}${to.hash}`);

const documentNavigation: ShopNavigation = {
  get location(): ShopLocation {
    // Rendered on the server, an island is where the shopper arrives: no note, the first entry.
    if (typeof window === 'undefined') {
      return { pathname: '/', search: '', hash: '', state: null, key: 'default' };
    }
    const { pathname, search, hash } = window.location;
    const { usr = null, key = 'default' } = historyState();
    return { pathname, search, hash, state: usr, key };
  },
  navigate(to, { replace = false, state } = {}) {
    const href = hrefOf(to);
    if (state === undefined) {
      if (replace) window.location.replace(href);
      else window.location.assign(href);
      return;
    }
    const { idx = 0, key = 'default' } = historyState();
    const target = new URL(href, window.location.href);
    const here = target.pathname === window.location.pathname && target.search === window.location.search;
    if (replace && here) {
      // Only this page's note changes (it is crossed out once done): nothing to load.
      window.history.replaceState({ usr: state, key, idx } satisfies RouterHistoryState, '', href);
      return;
    }
    const entry: RouterHistoryState = {
      usr: state,
      key: Math.random().toString(36).slice(2, 10),
      idx: replace ? idx : idx + 1,
    };
    if (replace) window.history.replaceState(entry, '', href);
    else window.history.pushState(entry, '', href);
    // The entry holds the note now; loading it starts the page (the app, for /login) that reads it.
    window.location.reload();
  },
};
