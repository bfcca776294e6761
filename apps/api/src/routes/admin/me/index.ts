import { STAFF_ROLES, shopFormatSchema, staffMemberSchema } from '@farmkit/contract';
import { ApiFailure, notFound } from '../../../api-errors.js';
import { staffGuardResponses } from '../../responses.js';
import type { AdminPlugin } from '../context.js';
import { findStaffMember, toStaffMember } from '../staff/staff.repository.js';

/** The signed-in member of the staff (what the back office shows them depends on their role), and their shop. */
const meRoutes: AdminPlugin = async (app) => {
  app.get(
    '/me/',
    {
      schema: {
        tags: ['admin'],
        operationId: 'getStaffMe',
        summary: 'The signed-in member of the staff and their role',
        response: { 200: staffMemberSchema, ...staffGuardResponses },
      },
      config: { roles: STAFF_ROLES },
    },
    async (request) => {
      const member = await findStaffMember(app.db, request.staff.userId);
      if (!member) throw new ApiFailure(404, notFound);
      return toStaffMember(member);
    },
  );

  app.get(
    '/shop/',
    {
      schema: {
        tags: ['admin'],
        operationId: 'getShopFormat',
        summary: 'How the shop writes money: its currency and locale',
        response: { 200: shopFormatSchema, ...staffGuardResponses },
      },
      config: { roles: STAFF_ROLES },
    },
    async () => ({ currency: app.shop.currency, locale: app.shop.locale }),
  );
};

export default meRoutes;
