import { adminDashboardSchema } from '@farmkit/contract';
import { staffGuardResponses } from '../../../http/responses.js';
import { needs } from '../../../plugins/app/staff-access.js';
import { dashboardAt } from '../../../reports/dashboard.repository.js';
import type { AdminPlugin } from '../context.js';

/** The staff's dashboard: sales, the orders waiting, the cash to collect, low stock, the best sellers. */
const dashboardRoutes: AdminPlugin = async (app) => {
  app.get(
    '/dashboard/',
    {
      schema: {
        tags: ['admin'],
        operationId: 'getAdminDashboard',
        summary: 'Sales today, over 7 and 30 days and day by day; orders waiting; cash to collect; low stock',
        description:
          'Days are the shop’s (Africa/Lagos, UTC+1): today runs from 23:00 UTC yesterday. Sales are the totals of ' +
          'the orders placed, cancelled ones left out, in naira; top products’ revenue is after discounts too.',
        response: { 200: adminDashboardSchema, ...staffGuardResponses },
      },
      config: needs('reports.read'),
    },
    async () => dashboardAt(app.db, app.shop.days, new Date()),
  );
};

export default dashboardRoutes;
