import { STAFF_CAPABILITIES, type StaffCapability, type StaffRole } from '@farmkit/contract';

/**
 * THE table of what each role may do. Admin routes name the capability they need (`config.capability`), order
 * moves name theirs (orders/order-stages.ts), and `GET admin/me/` answers the caller's list, from which the
 * back-office shows its pages and buttons. A new role or capability is a change here only.
 */
const OWNER_ONLY: readonly StaffCapability[] = ['staff.manage', 'audit.read', 'payments.manage'];

export const ROLE_CAPABILITIES: Readonly<Record<StaffRole, readonly StaffCapability[]>> = {
  // Every call but a rider's own round: orders are given to riders only, so the owner's round would stay empty (and
  // their menu would offer it).
  owner: STAFF_CAPABILITIES.filter((capability) => capability !== 'deliveries.ride'),
  // The shop's daily running; the staff, the audit log and where the money goes stay the owner's.
  manager: STAFF_CAPABILITIES.filter(
    (capability) => !OWNER_ONLY.includes(capability) && capability !== 'deliveries.ride',
  ),
  packer: ['backoffice.open', 'orders.read', 'orders.move', 'catalogue.read'],
  // A rider sees no order list: only their own round (admin/deliveries/mine/), and moves only its orders.
  rider: ['backoffice.open', 'deliveries.ride'],
};

export function capabilitiesOf(role: StaffRole): readonly StaffCapability[] {
  return ROLE_CAPABILITIES[role];
}

export function hasCapability(role: StaffRole, capability: StaffCapability): boolean {
  return ROLE_CAPABILITIES[role].includes(capability);
}
