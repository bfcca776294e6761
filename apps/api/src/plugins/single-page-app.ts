import { sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export interface SinglePageAppOptions {
  /** The app's build: index.html and Vite's hashed bundles under assets/. */
  root: string;
  /**
   * The URL path it is served under, ending in '/': '/' for the shop, '/admin/' for the back-office. (Not
   * `prefix`: Fastify takes a plugin's `prefix` option as the prefix of all its routes.)
   */
  basePath: string;
  /** Paths under the basePath no client-side route owns: a miss there is a real 404, not index.html. */
  notApp: RegExp;
}

/**
 * A built single-page app (the shop, or the back-office under /admin/). Vite's hashed bundles under assets/ never
 * change, so browsers keep them for a year; everything else, index.html above all, is revalidated so a deploy
 * shows at once. Any other GET under the basePath that is not a file is a client-side route and gets index.html.
 * Each app registers in its own plugin context, so each has its own `reply.sendFile` root.
 */
export default async function singlePageApp(
  app: FastifyInstance,
  { root, basePath, notApp }: SinglePageAppOptions,
) {
  const assetsDir = `${root}${sep}assets${sep}`;
  await app.register(fastifyStatic, {
    root,
    prefix: basePath,
    // One route per file, found at start-up, instead of a catch-all that would shadow the app's fallback.
    wildcard: false,
    cacheControl: false,
    setHeaders(reply, filePath) {
      reply.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
    },
  });

  app.get(`${basePath}*`, { schema: { hide: true } }, (request, reply) => {
    if (notApp.test(request.url)) return reply.callNotFound();
    return reply.sendFile('index.html');
  });
}
