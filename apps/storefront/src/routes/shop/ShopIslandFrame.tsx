import { ShopFormatProvider } from '@farmkit/ui/shop-format';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createQueryClient } from '../../api/queryClient';
import type { IslandFrameProps } from '../../islandSet';
import { moneyFormatOnPage } from '../../pageMoneyFormat';
import { site } from '../../site';

let pageQueryClient: QueryClient | undefined;

/**
 * The query client of a page's islands: one in the browser, shared by them all (the cart's count follows an add
 * from the product page's island); a fresh one for each island the server renders, which asks for nothing.
 */
function islandQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  pageQueryClient ??= createQueryClient();
  return pageQueryClient;
}

/**
 * What every shop island has around it in the app: the shop's format and the query client. The format is the one
 * the server rendered the islands in: given on the server, read from the page in the browser.
 */
export function ShopIslandFrame({ children, format = moneyFormatOnPage() }: IslandFrameProps) {
  const [queryClient] = useState(islandQueryClient);
  return (
    <ShopFormatProvider currency={format?.currency} locale={format?.locale} country={site.country}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ShopFormatProvider>
  );
}
