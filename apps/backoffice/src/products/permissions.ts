import type { StaffRole } from '@farmkit/contract';

/**
 * Who may change the catalogue: the admin API's `editors` (apps/api/src/routes/admin/products). A packer reads
 * the products and their stock, and sees no control that would only earn a 403.
 */
export const mayEditCatalogue = (role: StaffRole) => role === 'owner' || role === 'manager';
