import { auditPageSchema, auditQuerySchema } from '@farmkit/contract';
import { invalidPage } from '../../../api-errors.js';
import { countAuditEntries, listAuditEntries } from '../../../audit/audit.js';
import { pageOf } from '../../../http/pagination.js';
import { invalidInputResponse, invalidPageResponse, staffGuardResponses } from '../../../http/responses.js';
import { needs } from '../../../plugins/app/staff-access.js';
import type { AdminPlugin } from '../context.js';

/** The audit log of every admin write, newest first. */
const auditRoutes: AdminPlugin = async (app) => {
  app.get(
    '/audit/',
    {
      schema: {
        tags: ['admin'],
        operationId: 'listAudit',
        summary:
          'The audit log: who changed what, with the entity before and after, newest first; filtered by person, kind of record and days',
        querystring: auditQuerySchema,
        response: {
          200: auditPageSchema,
          400: invalidInputResponse,
          ...staffGuardResponses,
          404: invalidPageResponse,
        },
      },
      config: needs('audit.read'),
    },
    async (request, reply) => {
      const { page, page_size: pageSize, actor, entity, from, to } = request.query;
      const filter = { actor, entity, from, to };
      const count = await countAuditEntries(app.db, app.shop.days, filter);
      const entries = await pageOf(
        request,
        { page, pageSize },
        count,
        (window) => listAuditEntries(app.db, app.shop.days, window, filter),
        filter,
      );
      if (!entries) return reply.code(404).send(invalidPage);
      return entries;
    },
  );
};

export default auditRoutes;
