import { ADMIN_PATHS, type AdminShopFormatSettings, type StaffMe } from '@farmkit/contract';
import { useSession } from '@farmkit/session';
import { useQuery } from '@tanstack/react-query';
import { api } from './client';

export const meKey = ['admin', 'me'] as const;
const shopFormatKey = ['admin', 'shop'] as const;

/**
 * The signed-in staff member and their capabilities (401: not signed in; 403: an account without a role). The
 * capabilities alone decide which pages and actions the back-office shows.
 */
export function useMe() {
  const session = useSession();
  return useQuery({
    queryKey: meKey,
    queryFn: async () => (await api.get<StaffMe>(ADMIN_PATHS.me)).data,
    enabled: session.status === 'signedIn',
    staleTime: 5 * 60_000,
  });
}

/**
 * How the shop writes money and times (the API's SHOP_CURRENCY, SHOP_LOCALE and SHOP_TIME_ZONE), asked beside
 * `useMe`.
 */
export function useShopFormatSettings() {
  const session = useSession();
  return useQuery({
    queryKey: shopFormatKey,
    queryFn: async () => (await api.get<AdminShopFormatSettings>(ADMIN_PATHS.shop)).data,
    enabled: session.status === 'signedIn',
    staleTime: Number.POSITIVE_INFINITY,
  });
}
