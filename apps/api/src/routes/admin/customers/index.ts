import {
  adminCustomerPageSchema,
  adminCustomerQuerySchema,
  adminCustomerSchema,
  adminIdParamsSchema,
} from '@farmkit/contract';
import { ApiFailure, invalidPage, notFound } from '../../../api-errors.js';
import { countCustomers, findCustomer, listCustomers } from '../../../customers/customers.repository.js';
import { pageOf } from '../../../http/pagination.js';
import {
  errorResponse,
  invalidInputResponse,
  invalidPageResponse,
  staffGuardResponses,
} from '../../../http/responses.js';
import { needs } from '../../../plugins/app/staff-access.js';
import type { AdminPlugin } from '../context.js';

/** The shop's customers: every account, with what they ordered. Read only. */
const customerRoutes: AdminPlugin = async (app) => {
  app.get(
    '/customers/',
    {
      schema: {
        tags: ['admin'],
        operationId: 'listAdminCustomers',
        summary: 'Every account, newest first, with orders count, total spent and last order; `q` searches',
        description:
          'Any account may order, so every account is a customer: staff accounts are listed too, with their ' +
          '`role` (null for a shopper).',
        querystring: adminCustomerQuerySchema,
        response: {
          200: adminCustomerPageSchema,
          400: invalidInputResponse,
          ...staffGuardResponses,
          404: invalidPageResponse,
        },
      },
      config: needs('customers.read'),
    },
    async (request, reply) => {
      const { page, page_size: pageSize, q } = request.query;
      const count = await countCustomers(app.db, q);
      const customers = await pageOf(
        request,
        { page, pageSize },
        count,
        (window) => listCustomers(app.db, q, window),
        { q },
      );
      if (!customers) return reply.code(404).send(invalidPage);
      return customers;
    },
  );

  app.get(
    '/customers/:id/',
    {
      schema: {
        tags: ['admin'],
        operationId: 'getAdminCustomer',
        summary: 'One customer: contact, the profile’s address, totals, their latest orders',
        params: adminIdParamsSchema,
        response: {
          200: adminCustomerSchema,
          400: invalidInputResponse,
          ...staffGuardResponses,
          404: errorResponse('No account has this id.'),
        },
      },
      config: needs('customers.read'),
    },
    async (request) => {
      const customer = await findCustomer(app.db, request.params.id);
      if (!customer) throw new ApiFailure(404, notFound);
      return customer;
    },
  );
};

export default customerRoutes;
