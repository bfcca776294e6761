import type { MoneyFormat } from '@farmkit/contract';
import type { ComponentType, ReactNode } from 'react';

export interface IslandFrameProps {
  children: ReactNode;
  /**
   * The shop's money (the API's shop settings), which the server renders the islands in (entry-server.tsx): an
   * island has no query client of the page's to ask. The browser's runtime (islands.tsx) gives none, so that a
   * page whose islands write no money (the landing page) downloads nothing for it: a frame that needs it reads it
   * from the page, where the server wrote it (moneyFormatOnPage).
   */
  format?: MoneyFormat | undefined;
}

/** The islands of one kind of page, and what they need around them (islandSets.ts names each kind's set). */
export interface IslandSet {
  // biome-ignore lint/suspicious/noExplicitAny: each island takes its own props, read from the page as JSON.
  islands: Record<string, ComponentType<any>>;
  /** Wraps each island, on the server and in the browser alike: the providers its islands share. */
  Frame?: ComponentType<IslandFrameProps>;
  /** Runs once in the browser before the islands hydrate: what the page needs beside them (the toasts they post). */
  setUp?: () => void;
}
