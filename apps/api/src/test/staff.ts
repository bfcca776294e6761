import type { StaffRole } from '@farmkit/contract';
import type { InjectOptions } from 'fastify';
import type { App } from '../app.js';
import { signUpVerified, uniqueEmail } from './accounts.js';

export interface TestAccount {
  id: number;
  email: string;
  /** A live access token. */
  token: string;
}

/** A verified account holding `role` (a shopper with null), signed in. */
export async function accountWithRole(app: App, role: StaffRole | null): Promise<TestAccount> {
  const session = await signUpVerified(app, uniqueEmail(role ?? 'shopper'));
  if (role) await app.db.updateTable('users').set({ role }).where('id', '=', session.user.id).execute();
  return { id: session.user.id, email: session.email, token: session.tokens.access };
}

/** A JSON request to `/api/v1/admin/<path>`, answered as status and body. */
export async function callAdmin<Body = unknown>(
  app: App,
  method: InjectOptions['method'],
  path: string,
  options: { body?: unknown; token?: string | undefined } = {},
) {
  const response = await app.inject({
    method,
    url: `/api/v1/admin/${path}`,
    ...(options.body === undefined ? {} : { payload: options.body as object }),
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
  return { status: response.statusCode, body: (response.body ? response.json() : undefined) as Body };
}

export async function roleOf(app: App, userId: number): Promise<StaffRole | null | undefined> {
  const row = await app.db.selectFrom('users').select('role').where('id', '=', userId).executeTakeFirst();
  return row?.role;
}

export async function auditRows(app: App) {
  return app.db.selectFrom('audit_log').selectAll().orderBy('id').execute();
}
