import type { User } from '@farmkit/contract';
import { useProfile } from '../../api/profile';

/** The signed-in account, for pages inside `RequireSession` (which waits until it is loaded). */
export function useAccount(): User {
  const { data } = useProfile();
  if (data === undefined) throw new Error('useAccount is only for pages inside RequireSession');
  return data;
}
