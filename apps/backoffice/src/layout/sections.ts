import type { StaffCapability } from '@farmkit/contract';

export interface Section {
  path: string;
  label: string;
  /** What the member needs to see it in the navigation and to open it (routes.tsx guards it with the same). */
  capability: StaffCapability;
}

/** The back-office's sections, in the order of its navigation. */
export const SECTIONS = {
  dashboard: { path: '/', label: 'Dashboard', capability: 'reports.read' },
  orders: { path: '/orders', label: 'Orders', capability: 'orders.read' },
  deliveries: { path: '/deliveries', label: 'Deliveries', capability: 'orders.read' },
  // A rider's only section, so where they land.
  myDeliveries: { path: '/my-deliveries', label: 'My deliveries', capability: 'deliveries.ride' },
  cash: { path: '/cash', label: 'Cash', capability: 'reports.read' },
  products: { path: '/products', label: 'Products', capability: 'catalogue.read' },
  categories: { path: '/categories', label: 'Categories', capability: 'catalogue.write' },
  deliverySettings: { path: '/delivery', label: 'Delivery settings', capability: 'delivery.manage' },
  paymentSettings: { path: '/payments', label: 'Payment settings', capability: 'payments.manage' },
  customers: { path: '/customers', label: 'Customers', capability: 'customers.read' },
  staff: { path: '/staff', label: 'Staff', capability: 'staff.manage' },
  audit: { path: '/audit', label: 'Audit log', capability: 'audit.read' },
} as const satisfies Record<string, Section>;

/** The sections a member with these capabilities may open, in the navigation's order. */
export function sectionsFor(capabilities: readonly StaffCapability[]): Section[] {
  return Object.values(SECTIONS).filter((section) => capabilities.includes(section.capability));
}

/**
 * Where the member starts, after sign-in and at `/`: the first section they may open (the dashboard, else the
 * orders); none for a member whose role opens no section.
 */
export function landingSection(capabilities: readonly StaffCapability[]): Section | undefined {
  return sectionsFor(capabilities)[0];
}
