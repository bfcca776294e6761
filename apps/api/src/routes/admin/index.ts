import { offerOwnerSetup } from '../../staff/setup-link.js';
import auditRoutes from './audit/index.js';
import adminCategoryRoutes from './categories/index.js';
import type { AdminPlugin } from './context.js';
import customerRoutes from './customers/index.js';
import dashboardRoutes from './dashboard/index.js';
import deliveriesRoutes from './deliveries/index.js';
import deliverySettingsRoutes from './delivery/index.js';
import meRoutes from './me/index.js';
import adminOrderExportRoutes from './orders/export.js';
import adminOrderRoutes from './orders/index.js';
import paymentSettingsRoutes from './payments/index.js';
import adminProductRoutes from './products/index.js';
import reportRoutes from './reports/index.js';
import setupRoutes from './setup/index.js';
import staffRoutes from './staff/index.js';

export type { AdminRoutesOptions } from './context.js';

/**
 * The staff's `admin/` calls. Each route says who may make it in `config.roles`; the staff-access plugin
 * (plugins/app/staff-access.ts) checks it, and refuses to start with an admin route that does not say.
 */
const adminRoutes: AdminPlugin = async (app, { secret, shopName, publicUrl, offerOwnerSetup: offer }) => {
  // The options without the prefix, which each child would add again.
  const options = { secret, shopName, publicUrl };
  await app.register(setupRoutes, options);
  await app.register(meRoutes, options);
  await app.register(staffRoutes, options);
  await app.register(auditRoutes, options);
  await app.register(adminOrderRoutes, options);
  await app.register(adminOrderExportRoutes, options);
  await app.register(customerRoutes, options);
  await app.register(dashboardRoutes, options);
  await app.register(adminProductRoutes, options);
  await app.register(adminCategoryRoutes, options);
  await app.register(deliverySettingsRoutes, options);
  await app.register(deliveriesRoutes, options);
  await app.register(reportRoutes, options);
  await app.register(paymentSettingsRoutes, options);

  if (offer) {
    app.addHook('onReady', async () => {
      await offerOwnerSetup(app, { publicUrl });
    });
  }
};

export default adminRoutes;
