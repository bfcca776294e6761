import { isStaffCapability, type StaffCapability, type StaffRole } from '@farmkit/contract';
import type { onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { permissionDenied } from '../../api-errors.js';
import { hasCapability } from '../../staff/capabilities.js';

/** Where the staff's calls live: each must say what capability it needs (`config.capability`). */
export const ADMIN_PREFIX = '/api/v1/admin';

/**
 * What a route needs: a capability that the caller's role grants (staff/capabilities.ts), or `'public'` for a
 * call that proves itself another way (the setup link's token). A shopper holds no role, so no capability.
 */
export type RouteCapability = StaffCapability | 'public';

export interface StaffClaims {
  userId: number;
  /** Read from the database on this request: a role taken away stops working at once. */
  role: StaffRole;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    capability?: RouteCapability;
  }
  interface FastifyRequest {
    /** The caller of a route with `config.capability`, once the staff-access check has let them in. */
    staff: StaffClaims;
  }
}

/**
 * The one check of the staff's calls. Every route declaring `config.capability` gets it, first of its own hooks:
 * no or a bad token is 401 (as `app.authenticate` answers), a signed-in account whose role (read from the
 * database now, not from the token) does not grant the capability is 403. A route under ADMIN_PREFIX without
 * `config.capability`, or one that does not document its 401 and 403, stops the server at start.
 */
export default fp(
  async (app) => {
    app.decorateRequest('staff', null as unknown as StaffClaims);

    app.addHook('onRoute', (route) => {
      const capability = route.config?.capability;
      if (capability === undefined) {
        if (underAdmin(route.url)) {
          throw new Error(`${route.method} ${route.url}: an admin route must declare config.capability`);
        }
        return;
      }
      if (capability === 'public') return;
      if (!isStaffCapability(capability)) {
        throw new Error(
          `${route.method} ${route.url}: config.capability must name a capability, got ${capability}`,
        );
      }
      const documented = Object.keys(responsesOf(route));
      const missing = ['401', '403'].filter((status) => !documented.includes(status));
      if (missing.length > 0) {
        throw new Error(`${route.method} ${route.url}: document its ${missing.join(' and ')} responses`);
      }
      // The route's own first hook, after the app's: only the staff's routes pay for it (an app-wide hook would cost
      // every catalogue read a look at its route options).
      const checkStaff: onRequestAsyncHookHandler = async (request) => {
        await app.authenticate(request);
        const account = await app.db
          .selectFrom('users')
          .select('role')
          .where('id', '=', request.user.userId)
          .executeTakeFirst();
        const role = account?.role;
        if (!role || !hasCapability(role, capability)) throw permissionDenied;
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

/** A route's config naming what it needs: `config: needs('orders.move')`. */
export function needs(capability: RouteCapability): { capability: RouteCapability } {
  return { capability };
}
