import type { StaffCapability } from '@farmkit/contract';
import { useStaffMember } from './RequireStaff';

/**
 * Whether the signed-in member may do something, from the capabilities `GET admin/me/` listed: the one question a
 * page asks before it shows an action, so it never offers a button the API would refuse.
 */
export function useCan(): (capability: StaffCapability) => boolean {
  const { capabilities } = useStaffMember();
  return (capability) => capabilities.includes(capability);
}
