import { sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Paths the single-page app never owns: a miss there is a real 404. */
const NOT_SPA = /^\/(api|media|assets)([/?]|$)/;

/**
 * The built storefront. Vite's hashed bundles under /assets/ never change, so browsers keep them for a year;
 * everything else, index.html above all, is revalidated so a deploy shows at once. Any other GET that is not
 * a file is a client-side route and gets index.html.
 */
export default async function storefront(app: FastifyInstance, { root }: { root: string }) {
  const assetsDir = `${root}${sep}assets${sep}`;
  await app.register(fastifyStatic, {
    root,
    // One route per file, found at start-up, instead of a catch-all that would shadow the SPA fallback.
    wildcard: false,
    cacheControl: false,
    setHeaders(reply, filePath) {
      reply.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
    },
  });

  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    if (NOT_SPA.test(request.url)) return reply.callNotFound();
    return reply.sendFile('index.html');
  });
}
