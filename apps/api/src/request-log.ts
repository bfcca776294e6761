import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** At info level, one routine read in this many is written. */
export const ROUTINE_READ_SAMPLE = 100;

/**
 * Fastify's request log, made cheap: one line per request instead of two (no "incoming request" line: its request
 * fields go into "request completed", serialised once), and routine reads sampled. A routine read is a GET or HEAD
 * answered 2xx or 304, most of the traffic and alike: at info, one in `sampleEvery` is written, with
 * `sampled: <sampleEvery>` since it stands for that many; the others go to debug. Every write, every other
 * answer (a 4xx, a 5xx, a redirect) and every failed reply is written, and LOG_LEVEL=debug writes them all.
 */
export class SampledRequestLog extends LogController {
  #routineReads = 0;

  constructor(private readonly sampleEvery = ROUTINE_READ_SAMPLE) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) {
      reply.log.error({ ...line, err: error }, 'request errored');
      return;
    }
    if (isRoutineRead(request, reply)) {
      this.#routineReads = (this.#routineReads + 1) % this.sampleEvery;
      if (this.#routineReads !== 0) {
        reply.log.debug(line, 'request completed');
        return;
      }
      reply.log.info({ ...line, sampled: this.sampleEvery }, 'request completed');
      return;
    }
    reply.log.info(line, 'request completed');
  }
}

function isRoutineRead(request: FastifyRequest, reply: FastifyReply): boolean {
  const status = reply.statusCode;
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    ((status >= 200 && status < 300) || status === 304)
  );
}
