import type { StaffRole } from '@farmkit/contract';

/** Who may open each part of the back-office: the admin API's own roles (apps/api/src/routes/admin). */
export const PAGE_ROLES = {
  dashboard: ['owner', 'manager', 'packer'],
  orders: ['owner', 'manager', 'packer'],
  deliveries: ['owner', 'manager', 'packer'],
  products: ['owner', 'manager', 'packer'],
  categories: ['owner', 'manager'],
  customers: ['owner', 'manager'],
  staff: ['owner'],
  audit: ['owner'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type BackofficePage = keyof typeof PAGE_ROLES;

export function mayOpen(role: StaffRole, page: BackofficePage): boolean {
  return (PAGE_ROLES[page] as readonly StaffRole[]).includes(role);
}
