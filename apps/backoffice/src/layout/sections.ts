import type { BackofficePage } from '../auth/roles';

/** The back-office's sections, in the order of its navigation. */
export const SECTIONS: { page: BackofficePage; path: string; label: string }[] = [
  { page: 'dashboard', path: '/', label: 'Dashboard' },
  { page: 'orders', path: '/orders', label: 'Orders' },
  { page: 'deliveries', path: '/deliveries', label: 'Deliveries' },
  { page: 'products', path: '/products', label: 'Products' },
  { page: 'categories', path: '/categories', label: 'Categories' },
  { page: 'customers', path: '/customers', label: 'Customers' },
  { page: 'staff', path: '/staff', label: 'Staff' },
  { page: 'audit', path: '/audit', label: 'Audit log' },
];
