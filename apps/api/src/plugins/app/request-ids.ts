import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';

/** The header a request's id comes in (from a proxy or a client) and goes back out in. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An incoming id is kept when it is short and plain: a UUID, a proxy's 32 hex digits, a W3C traceparent (55
 * characters). Anything else (too long, spaces, quotes, control characters that could forge a log line) is replaced.
 */
const ACCEPTABLE_ID = /^[A-Za-z0-9._:=+/-]{1,64}$/;

/** Fastify's `genReqId`: the caller's X-Request-Id when it is acceptable, a new UUID otherwise. */
export function requestIdOf(raw: IncomingMessage): string {
  const sent = raw.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && ACCEPTABLE_ID.test(sent) ? sent : randomUUID();
}

/** The request whose work is running, for log lines written by loggers that are not the request's own. */
const requestContext = new AsyncLocalStorage<{ reqId: string }>();

/**
 * The id of the request whose work is running (in its handler, or in work it started, even after the reply), if
 * any: work it leaves behind (a job row) may keep it, so that the job's log lines name the request that caused it.
 */
export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.reqId;
}

/** Marks a request's own logger and its children, which already carry the id as Fastify's `reqId` binding. */
const REQUEST_LOGGER = Symbol('farmkit.requestLogger');

/**
 * pino's mixin: a line written with the app's logger (`app.log`, or a child of it) while a request's work runs
 * gets that request's `reqId`, like the request's own lines. The request's logger is left alone, or its lines
 * would carry the key twice.
 */
function requestIdMixin(_line: object, _level: number, logger: object): object {
  if (REQUEST_LOGGER in logger) return {};
  const reqId = currentRequestId();
  return reqId === undefined ? {} : { reqId };
}

/** For each server logger, the marked logger its requests' loggers are children of. */
const requestLoggerParents = new WeakMap<FastifyBaseLogger, FastifyBaseLogger>();

/**
 * A request's logger: a child of one marked logger made once per server logger, so that the mark comes through the
 * prototype chain. Marking each request's own logger (a new property on a pino logger) cost every request a change
 * of the object's shape.
 */
function requestLogger(
  logger: FastifyBaseLogger,
  bindings: Parameters<FastifyBaseLogger['child']>[0],
  options: Parameters<FastifyBaseLogger['child']>[1],
): FastifyBaseLogger {
  let parent = requestLoggerParents.get(logger);
  if (parent === undefined) {
    parent = Object.assign(logger.child({}), { [REQUEST_LOGGER]: true });
    requestLoggerParents.set(logger, parent);
  }
  return parent.child(bindings, options);
}

/**
 * The server options behind request ids: the id of each request, and a logger whose every line written during a
 * request's work names it. Spread into Fastify's options in place of `logger`.
 */
export function requestIdOptions(logger: FastifyServerOptions['logger']) {
  return {
    genReqId: requestIdOf,
    logger: logger && { ...(logger === true ? {} : logger), mixin: requestIdMixin },
    childLoggerFactory: requestLogger,
  } satisfies Partial<FastifyServerOptions>;
}

/**
 * Every answer names its request in X-Request-Id (the caller's own id when it sent an acceptable one), and the
 * rest of a write's work runs in its context, so that the app's own log lines written meanwhile carry it too. A
 * read (GET, HEAD) keeps no context: an AsyncLocalStorage context makes every promise of the request pay for it
 * (Node 20), which cost the catalogue reads about a sixth of their throughput (`bench:api`), and a read's work
 * logs through its own logger, whose lines carry the id anyway.
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      if (request.method === 'GET' || request.method === 'HEAD') return done();
      requestContext.run({ reqId: request.id }, done);
    });
  },
  { name: 'request-ids' },
);
