import { ShopFormatProvider } from '@farmkit/ui/shop-format';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '../../api/queryClient';
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

/** What every shop island has around it in the app: the shop's format and the query client. */
export function ShopIslandFrame({ children }: { children: ReactNode }) {
  const [queryClient] = useState(islandQueryClient);
  return (
    <ShopFormatProvider {...site.format}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ShopFormatProvider>
  );
}
