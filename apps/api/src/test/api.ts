import type { InjectOptions } from 'fastify';
import type { App } from '../app.js';
import { readyForCheckout } from './delivery.js';

/** A JSON request to `/api/v1/<path>` (the contract's ORDER_PATHS), answered as status and body. */
export async function callApi<Body = unknown>(
  app: App,
  method: InjectOptions['method'],
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
) {
  await readyForCheckout(app, String(method), path, options.token);
  const response = await app.inject({
    method,
    url: `/api/v1/${path}`,
    ...(options.body === undefined ? {} : { payload: options.body as object }),
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
  });
  return { status: response.statusCode, body: (response.body ? response.json() : undefined) as Body };
}

/** The first `count` products of the catalogue, with their prices in kobo. */
export async function someProducts(app: App, count: number) {
  return app.db
    .selectFrom('products')
    .select(['id', 'name', 'price_kobo', 'image', 'description'])
    .orderBy('id')
    .limit(count)
    .execute();
}
