import { ADMIN_ERROR_DETAILS, ERROR_CODES, isStaffRole, type StaffRole } from '@farmkit/contract';
import type { onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { ApiFailure } from '../api-errors.js';

/** Where the staff's calls live: each must say who may make it (`config.roles`). */
export const ADMIN_PREFIX = '/api/v1/admin';

/**
 * Who may call a route: staff roles, or `'public'` for a call that proves itself another way (the setup link's
 * token). A shopper holds no role.
 */
export type RouteRoles = readonly StaffRole[] | 'public';

export interface StaffClaims {
  userId: number;
  /** Read from the database on this request: a role taken away stops working at once. */
  role: StaffRole;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    roles?: RouteRoles;
  }
  interface FastifyRequest {
    /** The caller of a route with `config.roles`, once the staff-access check has let them in. */
    staff: StaffClaims;
  }
}

export const permissionDenied = new ApiFailure(403, {
  detail: ADMIN_ERROR_DETAILS.permissionDenied,
  code: ERROR_CODES.permissionDenied,
});

/**
 * The one check of the staff's calls. Every route declaring `config.roles` gets it, first of its own hooks: no
 * or a bad token is 401 (as `app.authenticate` answers), a signed-in account whose role (read from the database
 * now, not from the token) is not one of the route's is 403. A route under ADMIN_PREFIX without `config.roles`,
 * or one that does not document its 401 and 403, stops the server at start.
 */
export default fp(
  async (app) => {
    app.decorateRequest('staff', null as unknown as StaffClaims);

    app.addHook('onRoute', (route) => {
      const roles = route.config?.roles;
      if (roles === undefined) {
        if (underAdmin(route.url)) {
          throw new Error(`${route.method} ${route.url}: an admin route must declare config.roles`);
        }
        return;
      }
      if (roles === 'public') return;
      if (!Array.isArray(roles) || roles.length === 0 || !roles.every(isStaffRole)) {
        throw new Error(`${route.method} ${route.url}: config.roles must name staff roles, got ${roles}`);
      }
      const documented = Object.keys(responsesOf(route));
      const missing = ['401', '403'].filter((status) => !documented.includes(status));
      if (missing.length > 0) {
        throw new Error(`${route.method} ${route.url}: document its ${missing.join(' and ')} responses`);
      }
      // The route's own first hook, after the app's: only the staff's routes pay for it (an app-wide hook cost every
      // catalogue read a look at its route options, issue 13).
      const checkStaff: onRequestAsyncHookHandler = async (request) => {
        await app.authenticate(request);
        const account = await app.db
          .selectFrom('users')
          .select('role')
          .where('id', '=', request.user.userId)
          .executeTakeFirst();
        const role = account?.role;
        if (!role || !roles.includes(role)) throw permissionDenied;
        request.staff = { userId: request.user.userId, role };
      };
      route.onRequest = [checkStaff, route.onRequest ?? []].flat();
    });
  },
  { name: 'staff-access', dependencies: ['auth', 'db'] },
);

function underAdmin(url: string): boolean {
  return url === ADMIN_PREFIX || url.startsWith(`${ADMIN_PREFIX}/`);
}

function responsesOf(route: RouteOptions): Record<string, unknown> {
  return ((route.schema as { response?: Record<string, unknown> } | undefined)?.response ?? {}) as Record<
    string,
    unknown
  >;
}
