import { readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { CreatePageRenderer, RenderPage } from '@farmkit/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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
  /**
   * The app's server renderer (the shop's `dist-server/entry-server.js`), when it has one: it renders the public
   * pages to HTML and says which pages get index.html. `origin` is the public address its links start with.
   */
  serverRenderer?: { entry: string; origin: string };
  /**
   * Whether the build writes a .br and a .gz beside its files (the shop's does: its vite.config.ts), to send to
   * a browser that takes them. Off, no request looks for them.
   */
  preCompressed?: boolean;
}

/** The renderer built beside the app, ready for requests: it reads the build's index.html and manifest. */
async function loadRenderer(root: string, { entry, origin }: { entry: string; origin: string }) {
  const { createPageRenderer } = (await import(pathToFileURL(entry).href)) as {
    createPageRenderer: CreatePageRenderer<Readable>;
  };
  return createPageRenderer({
    template: readFileSync(join(root, 'index.html'), 'utf8'),
    manifest: JSON.parse(readFileSync(join(root, '.vite', 'manifest.json'), 'utf8')),
    origin,
  });
}

/**
 * A built single-page app (the shop, or the back-office under /admin/). Vite's hashed bundles under assets/ never
 * change, so browsers keep them for a year; everything else, index.html above all, is revalidated so a deploy
 * shows at once. Any other GET under the basePath that is not a file is a client-side route and gets index.html.
 * Each app registers in its own plugin context, so each has its own `reply.sendFile` root.
 */
export default async function singlePageApp(
  app: FastifyInstance,
  { root, basePath, notApp, serverRenderer, preCompressed = false }: SinglePageAppOptions,
) {
  const renderPage = serverRenderer && (await loadRenderer(root, serverRenderer));
  const assetsDir = `${root}${sep}assets${sep}`;
  await app.register(fastifyStatic, {
    root,
    prefix: basePath,
    // One route per file, found at start-up, instead of a catch-all that would shadow the app's fallback.
    wildcard: false,
    // The app's root is a page like any other (the route below): rendered, or index.html. @fastify/static's own
    // index would answer 404 to a browser accepting brotli, with preCompressed on, where it finds no index.html.br.
    index: false,
    cacheControl: false,
    // The build's own .br and .gz beside its files, for a browser that takes them.
    preCompressed,
    setHeaders(reply, filePath) {
      reply.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
    },
  });

  const answer = (request: FastifyRequest, reply: FastifyReply) => {
    if (notApp.test(request.url)) return reply.callNotFound();
    return renderPage ? sendPage(app, renderPage, request, reply) : reply.sendFile('index.html');
  };
  // The root on its own: the router ignores trailing slashes, so `/admin/` would otherwise be the shop's `/*`.
  app.get(basePath, { schema: { hide: true } }, answer);
  app.get(`${basePath}*`, { schema: { hide: true } }, answer);
}

/** A page as the renderer has it: its HTML as it renders, or index.html with the page's status. */
async function sendPage(
  app: FastifyInstance,
  renderPage: RenderPage<Readable>,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  // The page's data comes from this process's own API, on behalf of the shopper: the same routes, limits
  // and answers the browser would get, with no network hop.
  const callApi = async (url: string) => {
    const answer = await app.inject({
      method: 'GET',
      url,
      remoteAddress: request.ip,
      headers: { accept: 'application/json' },
    });
    return { statusCode: answer.statusCode, body: answer.body };
  };
  let page: Awaited<ReturnType<RenderPage<Readable>>>;
  try {
    page = await renderPage(request.url, callApi);
  } catch (error) {
    // The browser can still render the page itself.
    request.log.error({ err: error }, 'server rendering failed');
    page = { kind: 'shell', status: 200 };
  }
  if (page.kind === 'redirect') return reply.redirect(page.location, page.status);
  reply.code(page.status).header('cache-control', REVALIDATE);
  if (page.kind === 'shell') return reply.sendFile('index.html');
  return reply.type('text/html; charset=utf-8').send(page.body);
}
