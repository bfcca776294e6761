import { randomUUID } from 'node:crypto';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { chooseEncoding, ENCODING_THRESHOLD } from '../http/answer-encodings.js';
import {
  AnswerStore,
  type AnswerStoreLimits,
  encodedBody,
  ifNoneMatchNames,
  type StoredAnswer,
} from '../http/answer-store.js';

/** The tables the public catalogue answers are read from: a committed write to any drops every kept answer. */
export const CATALOGUE_TABLES = ['products', 'categories'] as const;

/** Where instances sharing REDIS_URL tell each other that the catalogue changed. */
export const CATALOGUE_CHANNEL = 'farmkit:catalogue-changed';

/**
 * What browsers and proxies may do with a catalogue answer. The server's own copy is always current (every write
 * drops it), but a browser reuses its copy for max-age seconds without asking, so a shopper who has just ordered,
 * or staff who have just changed a product in /admin/ and open the shop, could see the old stock or price that
 * long: hence a few seconds only. After that, stale-while-revalidate lets the browser show its copy once more
 * while it asks again in the background (a 304 when nothing changed, which costs the server next to nothing);
 * the storefront's own query cache already keeps a product list for a minute (staleTime), so 30 s adds no
 * staleness a shopper could not already meet. `public`: the answers are the same for every caller, signed in or
 * not (the storefront sends its bearer token with them), so a shared cache may keep them.
 */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=5, stale-while-revalidate=30';

/**
 * Bounds of the kept answers: a list page of 100 products is about 35 kB, the usual ones 5 kB, so the limits
 * hold every page a shopper can ask for in a farm's catalogue, and a stream of distinct searches only pushes out
 * the least recently used.
 */
export const CATALOGUE_CACHE_LIMITS: AnswerStoreLimits = {
  maxEntries: 2000,
  maxBytes: 16 * 1024 * 1024,
  maxAgeMs: 60_000,
};

const JSON_TYPE = 'application/json; charset=utf-8';

interface CatalogueMiss {
  key: string;
  /** The store's generation before the database was read (answer-store.ts). */
  generation: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's 200 answers depend only on its path, its validated parameters and query, and the catalogue
     * tables, and are the same for every caller: they are kept serialised and sent again, with an ETag, until the
     * catalogue changes. Only for reads that never look at who is calling.
     */
    catalogueCache?: boolean;
  }
  interface FastifyInstance {
    catalogueCache: {
      /** Drops every kept answer here and, with Redis, on every other instance. Never rejects. */
      invalidate(): Promise<void>;
    };
  }
  interface FastifyRequest {
    /** A catalogue route that found no kept answer: where the answer it sends is to be kept. */
    catalogueMiss: CatalogueMiss | null;
  }
}

/**
 * The catalogue's answers kept in memory, serialised: a route with `config: { catalogueCache: true }` answers from
 * them before its handler (no query, no serialisation), or a 304 when If-None-Match names the answer's ETag.
 * The db plugin reports every committed write to CATALOGUE_TABLES, which calls `invalidate`.
 *
 * With Redis, an instance keeps answers only while its subscription to CATALOGUE_CHANNEL is live: it could miss
 * another instance's change otherwise. Each (re)connection starts from an empty store, since messages published
 * while it was down are lost.
 *
 * Kept answers are encoded (br, gzip, deflate) once each rather than by @fastify/compress on every request, so
 * compress is off for these routes.
 */
export default fp<{ limits?: AnswerStoreLimits }>(
  async (app, { limits = CATALOGUE_CACHE_LIMITS }) => {
    const store = new AnswerStore(limits);
    const instance = randomUUID();
    const hearing = app.redis ? await subscribe(app, app.redis, store, instance) : () => true;

    async function invalidate(): Promise<void> {
      store.clear();
      if (!app.redis) return;
      try {
        await app.redis.publish(CATALOGUE_CHANNEL, instance);
      } catch (error) {
        app.log.error(
          { err: error },
          'catalogue change not published: other instances may answer from their copy',
        );
      }
    }
    app.decorate('catalogueCache', { invalidate });
    app.decorateRequest('catalogueMiss', null);

    app.addHook('onRoute', (route) => {
      if (!route.config?.catalogueCache) return;
      if (route.method !== 'GET' && route.method !== 'HEAD') {
        throw new Error(
          `${route.method} ${route.url}: only reads may keep their answers (config.catalogueCache)`,
        );
      }
      // The kept answers carry their own encodings (answer-encodings.ts); a GET has no body to decompress.
      route.compress = false;
      route.decompress = false;
      const keyOf = keyFunction(route.url, route.schema?.params, route.schema?.querystring);
      const answerKept: preHandlerHookHandler = (request, reply, done) => {
        if (!hearing()) {
          done();
          return;
        }
        const key = keyOf(request);
        const answer = store.get(key);
        if (answer === undefined) {
          request.catalogueMiss = { key, generation: store.generation };
          done();
          return;
        }
        const body = prepareAnswer(request, reply, answer);
        if (body === null) reply.send();
        else reply.header('content-type', JSON_TYPE).send(body);
      };
      route.preHandler = [route.preHandler ?? [], answerKept].flat();
    });

    // An instance-level onSend hook: it runs before the route's own, while the payload is the serialised JSON.
    const keepAnswer: onSendHookHandler = (request, reply, payload, done) => {
      const miss = request.catalogueMiss;
      if (miss === null || reply.statusCode !== 200 || typeof payload !== 'string') {
        done();
        return;
      }
      const body = prepareAnswer(request, reply, store.keep(miss.key, payload, miss.generation));
      if (body === null) reply.removeHeader('content-type');
      done(null, body);
    };
    app.addHook('onSend', keepAnswer);
  },
  { name: 'catalogue-cache', dependencies: ['redis'] },
);

/**
 * Sets the answer's headers, and gives the body to send: in the encoding the request accepts, or null with a 304
 * when If-None-Match names the answer (weakly: any of its encodings).
 */
function prepareAnswer(request: FastifyRequest, reply: FastifyReply, answer: StoredAnswer): Buffer | null {
  const encoding =
    answer.body.length >= ENCODING_THRESHOLD ? chooseEncoding(request.headers['accept-encoding']) : undefined;
  reply
    .header('etag', encoding ? answer.weakEtag : answer.etag)
    .header('cache-control', CATALOGUE_CACHE_CONTROL);
  if (answer.body.length >= ENCODING_THRESHOLD) reply.header('vary', 'accept-encoding');
  if (ifNoneMatchNames(request.headers['if-none-match'], answer.etag)) {
    reply.code(304);
    return null;
  }
  if (encoding === undefined) return answer.body;
  reply.header('content-encoding', encoding);
  return encodedBody(answer, encoding);
}

/**
 * The key of a request: the route and the values of the parameters and query fields its schemas declare, as
 * validated (`?page=01` and `?page=1` are one answer). Fields no schema names change nothing in the answer and are
 * left out, so `?_=<timestamp>` cannot multiply the entries.
 */
function keyFunction(
  url: string,
  params: unknown,
  querystring: unknown,
): (request: FastifyRequest) => string {
  const paramNames = propertyNames(params);
  const queryNames = propertyNames(querystring);
  return (request) => {
    const requestParams = request.params as Record<string, unknown>;
    const query = request.query as Record<string, unknown>;
    let key = url;
    for (const name of paramNames) key += keyPart(requestParams[name]);
    for (const name of queryNames) key += keyPart(query[name]);
    return key;
  };
}

/**
 * A value in a key, after a space: `-` when absent, a number as it is, anything else as JSON, so that no two lists of
 * values give one key (a route pattern holds no space). Cheaper than JSON.stringify of them all, which a page of
 * numbers does not need.
 */
function keyPart(value: unknown): string {
  if (value === undefined) return ' -';
  return typeof value === 'number' ? ` ${value}` : ` ${JSON.stringify(value)}`;
}

function propertyNames(schema: unknown): string[] {
  const properties = (schema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return properties ? Object.keys(properties).sort() : [];
}

/**
 * Listens on CATALOGUE_CHANNEL on a connection of its own (a subscribed connection can send nothing else), and
 * answers whether the subscription is live now.
 */
async function subscribe(
  app: FastifyInstance,
  redis: Redis,
  store: AnswerStore,
  instance: string,
): Promise<() => boolean> {
  const { log } = app;
  const subscriber = redis.duplicate({ lazyConnect: true, autoResubscribe: false });
  app.addHook('onClose', async () => {
    subscriber.disconnect();
  });
  let live = false;
  let subscribing: Promise<void> | undefined;
  subscriber.on('error', (error) => log.error({ err: error }, 'catalogue change subscription failed'));
  subscriber.on('message', (channel: string, sender: string) => {
    // This instance cleared its own store when it published.
    if (channel === CATALOGUE_CHANNEL && sender !== instance) store.clear();
  });
  subscriber.on('ready', () => {
    subscribing = subscriber.subscribe(CATALOGUE_CHANNEL).then(
      () => {
        store.clear();
        live = true;
      },
      (error: unknown) => log.error({ err: error }, 'catalogue change subscription failed'),
    );
  });
  subscriber.on('close', () => {
    live = false;
    store.clear();
  });
  try {
    await subscriber.connect();
    await subscribing;
  } catch {
    // Logged by the error listener; ioredis reconnects, and answers are kept once it has.
  }
  return () => live;
}
