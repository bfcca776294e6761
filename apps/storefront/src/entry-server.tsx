// The shop's server renderer, built by `vite build --ssr` and called by the API process for each page request
// (apps/api/src/plugins/app/single-page-app.ts). Public pages come back as HTML with their data; the rest as the app shell.
import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough, type Readable, Writable } from 'node:stream';
import type { CallApi, CreatePageRenderer, MoneyFormat } from '@farmkit/contract';
import { dehydrate, type Query, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import { createQueryClient } from './api/queryClient';
import { sessionClient } from './api/sessionClient';
import { shopSettingsQuery } from './api/shop';
import { appRoutes, areaSources, type PageHandle } from './appRoutes';
import { type ServerPage, ServerPageContext } from './components/serverPage';
import type { IslandSet } from './islandSet';
import { islandSets } from './islandSets';
import { headTags, splitShell } from './serverHtml';

/** How many times a page may render to find the data it asks for: a product, then its similar products. */
const MAX_DATA_ROUNDS = 4;

const pageCallApi = new AsyncLocalStorage<CallApi>();

// On the server, the storefront's one HTTP client asks the API of this very process, with no network hop.
sessionClient.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
  const callApi = pageCallApi.getStore();
  if (!callApi) throw new Error('An API call outside a page render');
  if (config.method !== 'get') throw new Error(`A page render sent a ${config.method} request`);
  const { statusCode, body } = await callApi(sessionClient.getUri(config));
  const response: AxiosResponse = {
    data: JSON.parse(body),
    status: statusCode,
    statusText: '',
    headers: {},
    config,
  };
  if (statusCode >= 200 && statusCode < 300) return response;
  const code = statusCode >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
  throw new AxiosError(`Request failed with status code ${statusCode}`, code, config, undefined, response);
};

function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/**
 * The shop's money, as the root layout asked the API for it (`GET shop/`): the page's islands are rendered in it,
 * and the page carries it for the browser that hydrates them. Undefined before the first round has fetched it.
 */
function moneyFormatOf(queryClient: QueryClient): MoneyFormat | undefined {
  const settings = queryClient.getQueryData(shopSettingsQuery.queryKey);
  return settings && { currency: settings.currency, locale: settings.locale };
}

/** Queries a render asked for that nobody has fetched yet. */
const unfetched = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query),
    );

export const createPageRenderer: CreatePageRenderer<Readable> = (build) => {
  const shell = splitShell(build);
  shell.linksOf(areaSources); // throws now, not on a shopper's visit, if the build lacks an area's chunk

  return async function renderPage(url, callApi) {
    const { query, dataRoutes } = createStaticHandler(appRoutes());
    const context = await query(new Request(new URL(url, build.origin)));
    if (context instanceof Response) {
      const location = context.headers.get('location');
      return location && context.status >= 300 && context.status < 400
        ? { kind: 'redirect', status: context.status, location }
        : { kind: 'shell', status: 200 };
    }
    const leaf = context.matches.at(-1);
    // The catch-all: the browser redirects it to the landing page; search engines get a 404.
    if (!leaf || leaf.route.path === '*') return { kind: 'shell', status: 404 };
    const handle = leaf.route.handle as PageHandle | undefined;
    if (!handle?.serverRendered) return { kind: 'shell', status: context.statusCode };

    const queryClient = createQueryClient({ retry: false, showFailures: true });
    const islandSet: IslandSet | undefined = handle.islands && (await islandSets[handle.islands]()).default;
    const serverPage: ServerPage = {
      origin: build.origin,
      status: context.statusCode,
      hasIslands: false,
      needsApp: false,
      // The browser hydrates an island on its own, in its set's frame, with its name as the prefix of its ids
      // (islands.tsx).
      renderIsland(island, name) {
        if (!islandSet?.islands[name]) {
          throw new Error(`${url} renders an island "${name}" that its route's island set does not have`);
        }
        const { Frame } = islandSet;
        const framed = Frame ? <Frame format={moneyFormatOf(queryClient)}>{island}</Frame> : island;
        return renderToString(framed, { identifierPrefix: name });
      },
    };
    const app = () => (
      <PageApp context={context} dataRoutes={dataRoutes} queryClient={queryClient} serverPage={serverPage} />
    );

    // Render, fetch what the render asked for, and again, until it asks for nothing new.
    await pageCallApi.run(callApi, async () => {
      for (let round = 0; round < MAX_DATA_ROUNDS; round += 1) {
        serverPage.status = context.statusCode;
        serverPage.needsApp = false;
        renderToString(app());
        const queries = unfetched(queryClient);
        if (queries.length === 0) return;
        await Promise.all(queries.map((pending) => pending.fetch().catch(() => undefined)));
      }
    });

    const areas = context.matches.flatMap(
      ({ route }) => (route.handle as PageHandle | undefined)?.area ?? [],
    );
    // A page showing a failure (not found, the API down) is rendered afresh in the browser, which asks again:
    // hydrated, it would show the failure as loading and not match the HTML. So is a page about to move.
    const failed = queryClient
      .getQueryCache()
      .getAll()
      .some((query) => query.state.status === 'error');
    const afresh = failed || serverPage.needsApp;
    // A page of islands hydrates them alone, from what they hold: it needs none of the page's data.
    const islands = serverPage.hasIslands && !afresh ? handle.islands : undefined;
    const body = await streamPage(app(), {
      before: shell.before(serverPage.head && headTags(serverPage.head), shell.linksOf(areas), {
        islands,
        format: moneyFormatOf(queryClient),
      }),
      after: shell.after(afresh || islands ? undefined : dehydrate(queryClient)),
    });
    return { kind: 'html', status: serverPage.status, body };
  };
};

function PageApp({
  context,
  dataRoutes,
  queryClient,
  serverPage,
}: {
  context: StaticHandlerContext;
  dataRoutes: Parameters<typeof createStaticRouter>[0];
  queryClient: QueryClient;
  serverPage: ServerPage;
}) {
  return (
    <ServerPageContext.Provider value={serverPage}>
      <QueryClientProvider client={queryClient}>
        <StaticRouterProvider
          router={createStaticRouter(dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </QueryClientProvider>
    </ServerPageContext.Provider>
  );
}

/** The page as a stream: the shell's head at once, then the app as React renders it, then the shell's end. */
function streamPage(app: ReactNode, { before, after }: { before: string; after: string }): Promise<Readable> {
  return new Promise((resolve, reject) => {
    const body = new PassThrough();
    // React ends what it pipes into when it is done; the shell's end goes after its last chunk.
    const reactOutput = new Writable({
      write: (chunk, _encoding, done) => void body.write(chunk, done),
      final(done) {
        body.end(after);
        done();
      },
    });
    const stream = renderToPipeableStream(app, {
      onShellReady() {
        body.write(before);
        stream.pipe(reactOutput);
        resolve(body);
      },
      onShellError: reject,
    });
  });
}
