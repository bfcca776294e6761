import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { ApiFailure, notAuthenticated, notFound, permissionDenied } from '../../api-errors.js';
import { errorResponse } from '../../http/responses.js';
import { AnswerMetrics } from './answer-metrics.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The app's Prometheus metrics, served at GET /metrics with the process's own. A plugin adds its metrics by
     * registering them in `app.metrics.registry`; the job worker's gauge of jobs by state, for instance:
     *
     *   new Gauge({
     *     name: 'farmkit_jobs', help: 'Jobs by state.', labelNames: ['state'], registers: [app.metrics.registry],
     *     async collect() { for (const { state, count } of await countJobsByState(app.db)) this.set({ state }, count); },
     *   });
     *
     * `collect` runs at each scrape, so a gauge read from the database costs nothing between scrapes. Names start
     * with `farmkit_`; a label takes a few known values (a state, a route pattern), never an id, an e-mail or a URL.
     */
    metrics: { registry: Registry };
  }
}

export interface MetricsOptions {
  /** METRICS_TOKEN: a scraper sends `Authorization: Bearer <token>`; without one, /metrics is a 404. */
  token: string | undefined;
}

/** The label of requests no route matched (a 404 of the API): their raw URLs would be a label without bound. */
export const UNMATCHED_ROUTE = '(unmatched)';

let processRegistry: Registry | undefined;

/**
 * The process's own metrics (CPU, memory, event loop lag, garbage collection, open handles), under their usual
 * names: one set per process, however many apps it builds (the tests build many).
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/**
 * Prometheus metrics: every answer counted by method, route pattern (`/api/v1/products/:id`, never the URL asked
 * for) and status code, and timed by method and route; the process's metrics beside them. GET /metrics serves them
 * to a scraper holding METRICS_TOKEN: 401 without a bearer token, 403 with another, and a 404 when no token is
 * configured, so that an unconfigured shop shows nothing.
 */
export default fp<MetricsOptions>(
  async (app, { token }) => {
    const registry = new Registry();
    app.decorate('metrics', { registry });

    const answers = new AnswerMetrics(
      'farmkit_http_requests_total',
      'HTTP requests answered, by method, route pattern and status code.',
      'farmkit_http_request_duration_seconds',
      'Time from a request to the end of its answer, in seconds, by method and route pattern.',
    );
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
      answers.record(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
      done();
    });

    // Compared as digests, in constant time: the answer's timing tells nothing of the token.
    const expected = token ? sha256(token) : undefined;
    app.get(
      '/metrics',
      {
        schema: {
          tags: ['operations'],
          operationId: 'metrics',
          summary: 'Prometheus metrics, for a scraper holding METRICS_TOKEN',
          response: {
            200: { type: 'string', description: 'The Prometheus text format.' },
            401: errorResponse('No bearer token: not_authenticated.'),
            403: errorResponse('A bearer token other than METRICS_TOKEN: permission_denied.'),
            404: errorResponse('METRICS_TOKEN is not set: metrics are not served.'),
          },
        },
      },
      async (request, reply) => {
        if (!expected) throw new ApiFailure(404, notFound);
        const sent = /^Bearer ([^\s]+)$/i.exec(request.headers.authorization ?? '')?.[1];
        if (!sent) {
          throw new ApiFailure(401, notAuthenticated, { 'www-authenticate': 'Bearer realm="metrics"' });
        }
        if (!timingSafeEqual(sha256(sent), expected)) throw permissionDenied;
        const text = `${await Registry.merge([processMetrics(), registry]).metrics()}\n${answers.text()}`;
        return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
      },
    );
  },
  { name: 'metrics' },
);
