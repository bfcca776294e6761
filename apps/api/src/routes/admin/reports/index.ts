import { cashReportQuerySchema, cashReportSchema } from '@farmkit/contract';
import { invalidInputResponse, staffGuardResponses } from '../../../http/responses.js';
import { needs } from '../../../plugins/app/staff-access.js';
import { cashReportOf } from '../../../reports/cash-report.repository.js';
import type { AdminPlugin } from '../context.js';

/** The staff's reports beside the dashboard: the riders' cash at the end of a day. */
const reportRoutes: AdminPlugin = async (app) => {
  app.get(
    '/reports/cash/',
    {
      schema: {
        tags: ['admin'],
        operationId: 'getCashReport',
        summary:
          'Each rider’s cash of a delivery day: expected, collected, the difference, and the orders off',
        description:
          'Orders whose delivery day is `date` (today in the shop’s time zone when left out) given to a rider, ' +
          'cancelled ones left out. Expected: the cash to collect of their orders out for delivery or delivered; ' +
          'collected: the cash recorded at the door. An order short at the door (with the rider’s note) or still ' +
          'out is listed in `differences`.',
        querystring: cashReportQuerySchema,
        response: { 200: cashReportSchema, 400: invalidInputResponse, ...staffGuardResponses },
      },
      config: needs('reports.read'),
    },
    async (request) => cashReportOf(app.db, request.query.date ?? app.shop.days.dayOf(new Date())),
  );
};

export default reportRoutes;
