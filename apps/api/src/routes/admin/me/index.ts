import { adminShopFormatSchema, staffMeSchema } from '@farmkit/contract';
import { ApiFailure, notFound } from '../../../api-errors.js';
import { staffGuardResponses } from '../../../http/responses.js';
import { needs } from '../../../plugins/app/staff-access.js';
import { capabilitiesOf } from '../../../staff/capabilities.js';
import { findStaffMember, toStaffMember } from '../../../staff/staff.repository.js';
import type { AdminPlugin } from '../context.js';

/** The signed-in member of the staff with what they may do (the back-office shows that and no more), and their shop. */
const meRoutes: AdminPlugin = async (app) => {
  app.get(
    '/me/',
    {
      schema: {
        tags: ['admin'],
        operationId: 'getStaffMe',
        summary: 'The signed-in member of the staff, their role and its capabilities',
        response: { 200: staffMeSchema, ...staffGuardResponses },
      },
      config: needs('backoffice.open'),
    },
    async (request) => {
      const member = await findStaffMember(app.db, request.staff.userId);
      if (!member) throw new ApiFailure(404, notFound);
      const staffMember = toStaffMember(member);
      return { ...staffMember, capabilities: [...capabilitiesOf(staffMember.role)] };
    },
  );

  app.get(
    '/shop/',
    {
      schema: {
        tags: ['admin'],
        operationId: 'getShopFormat',
        summary: 'How the shop writes money and times: its currency, locale and time zone',
        response: { 200: adminShopFormatSchema, ...staffGuardResponses },
      },
      config: needs('backoffice.open'),
    },
    async () => ({ currency: app.shop.currency, locale: app.shop.locale, time_zone: app.shop.timeZone }),
  );
};

export default meRoutes;
