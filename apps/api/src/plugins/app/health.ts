import { type ApiError, ERROR_CODES } from '@farmkit/contract';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { pendingMigrations } from '../../db/migrate.js';
import { errorResponse } from '../../http/responses.js';

/** A readiness check that takes longer says not ready: a probe waits a second or two, not for a stuck pool. */
export const READINESS_TIMEOUT_MS = 2_000;

const okSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['status'],
  properties: { status: { type: 'string', enum: ['ok'] } },
} as const;

const notReadyResponse = errorResponse(
  'service_unavailable: the database cannot be reached, did not answer in time, or has migrations to run; ' +
    'or the server is stopping.',
);

/**
 * Probes for whoever runs the shop (a load balancer, Kubernetes, a monitor). `GET /healthz`: the process is alive and
 * answering, with no database call. `GET /readyz`: it can serve, its database answering with every migration this
 * code knows applied; 503 otherwise, and while the server stops (draining.ts). Neither is rate-limited nor cached.
 */
export default fp(
  async (app) => {
    app.get(
      '/healthz',
      {
        schema: {
          tags: ['operations'],
          operationId: 'liveness',
          summary: 'Liveness: the process answers (no database call)',
          response: { 200: okSchema },
        },
      },
      async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }),
    );

    app.get(
      '/readyz',
      {
        schema: {
          tags: ['operations'],
          operationId: 'readiness',
          summary: 'Readiness: the database answers and its schema is up to date',
          response: { 200: okSchema, 503: notReadyResponse },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const problem = await databaseProblem(app.db, (error) =>
          request.log.warn({ err: error }, 'readiness: the database cannot be reached'),
        );
        if (problem) return reply.code(503).send(problem);
        return reply.send({ status: 'ok' });
      },
    );
  },
  { name: 'health', dependencies: ['db'] },
);

const notReady = (detail: string): ApiError => ({ detail, code: ERROR_CODES.serviceUnavailable });

/** What keeps the database from serving, or undefined when it is ready; the cause of a failure is logged, never shown. */
async function databaseProblem(
  db: Kysely<Database>,
  logFailure: (error: unknown) => void,
): Promise<ApiError | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), READINESS_TIMEOUT_MS);
  });
  try {
    const pending = await Promise.race([pendingMigrations(db), timedOut]);
    if (pending === 'timed out') return notReady('The database did not answer in time.');
    if (pending.length > 0) {
      return notReady(
        `The database is not up to date: ${pending.length} migration${pending.length === 1 ? ' has' : 's have'} not run.`,
      );
    }
    return undefined;
  } catch (error) {
    logFailure(error);
    return notReady('The database cannot be reached.');
  } finally {
    clearTimeout(timer);
  }
}
