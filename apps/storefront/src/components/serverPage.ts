import { createContext, type ReactNode, useContext } from 'react';

/** What a page's head says about it: the tab title, the search snippet, the link preview and the canonical address. */
export interface PageHead {
  title: string;
  description: string;
  openGraphType: 'website' | 'product';
  /** Absolute. */
  image?: string;
  /** Absolute: the page's one address for search engines, without the query string. */
  canonicalUrl: string;
  /** schema.org data about what the page shows, for search results (a product's price and stock). */
  structuredData?: object;
}

/**
 * Filled in while the server renders a page (entry-server.tsx): what goes into the HTML's head and the HTTP
 * status. Absent in the browser, where the page's head is kept up to date by usePageMeta's effect.
 */
export interface ServerPage {
  /** The shop's public address, which absolute links start with. */
  origin: string;
  head?: PageHead;
  status: number;
  /**
   * An island's HTML, rendered on its own as the browser hydrates it (islands.tsx): `name` prefixes its ids, so
   * they match there and not the ids of the whole page around it.
   */
  renderIsland: (island: ReactNode, name: string) => string;
  /** Whether the page has islands: the browser then hydrates only them, and needs none of the page's data. */
  hasIslands: boolean;
  /**
   * Whether the page must have the whole app in the browser, islands or not: it is about to move (a listing page
   * past its end goes to its last one), which only the app does. It is then rendered afresh there.
   */
  needsApp: boolean;
}

export const ServerPageContext = createContext<ServerPage | null>(null);

export const useServerPage = () => useContext(ServerPageContext);

/** Tells the server rendering this page that, `when` true, the page needs the app in the browser (needsApp). */
export function useNeedsApp(when: boolean) {
  const serverPage = useServerPage();
  if (serverPage && when) serverPage.needsApp = true;
}

/** Tells the server rendering this page its HTTP status: 404 for a page of something that does not exist. */
export function useHttpStatus(status: number) {
  const serverPage = useServerPage();
  if (serverPage) serverPage.status = status;
}

/** Makes a path of this shop absolute: against the public address on the server, the page's own in the browser. */
export function useAbsoluteUrl(): (path: string) => string {
  const origin = useServerPage()?.origin ?? window.location.origin;
  return (path) => new URL(path, origin).href;
}
