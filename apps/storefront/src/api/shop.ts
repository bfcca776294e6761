import { SHOP_PATHS, type ShopSettings } from '@farmkit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client';
import { queryKeys } from './queryKeys';

/**
 * The shop's settings: the currency and locale of every price, and the first-order discount. They change only
 * when the API restarts with others, so one answer serves the whole visit: a server-rendered page brings it along
 * (entry-server.tsx), and the browser never asks again.
 */
export const shopSettingsQuery = queryOptions({
  queryKey: queryKeys.shopSettings,
  queryFn: async () => (await api.get<ShopSettings>(SHOP_PATHS.settings)).data,
  staleTime: Number.POSITIVE_INFINITY,
});

export function useShopSettings() {
  return useQuery(shopSettingsQuery);
}
