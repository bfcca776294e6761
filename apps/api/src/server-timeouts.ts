import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';

/**
 * How long the server waits on its clients, and on itself when it is told to stop. Every one has a default that
 * suits the shop behind a load balancer or on its own (README, "Operations").
 */
export interface ServerTimeouts {
  /**
   * CONNECTION_TIMEOUT_MS (Node's `server.timeout`): how long a socket may stay silent, neither sending nor taking
   * bytes, while a request is under way; then it is destroyed. Ends clients that stop reading an answer.
   */
  connectionMs: number;
  /**
   * REQUEST_TIMEOUT_MS: how long a client has to send a whole request, headers and body (408 past it). The largest
   * body, a 5 MB picture, arrives well within it over a slow mobile connection; a slow-loris client does not.
   */
  requestMs: number;
  /**
   * KEEP_ALIVE_TIMEOUT_MS: how long an idle keep-alive connection stays open for the next request. Above the 60 s
   * idle timeout of the usual load balancers (AWS ALB, nginx), so the server never closes a connection the balancer
   * is about to reuse.
   */
  keepAliveMs: number;
  /**
   * SHUTDOWN_TIMEOUT_MS: after SIGTERM or SIGINT, how long the requests under way and the close hooks may take;
   * past it the process exits with 1. Below the 30 s Kubernetes waits before SIGKILL.
   */
  shutdownMs: number;
}

export const DEFAULT_SERVER_TIMEOUTS: Readonly<ServerTimeouts> = Object.freeze({
  connectionMs: 60_000,
  requestMs: 120_000,
  keepAliveMs: 72_000,
  shutdownMs: 25_000,
});

/**
 * The headers timeout sits this far above the keep-alive timeout: a request that starts on a connection just as
 * its keep-alive time runs out is never cut off by the headers timer instead (the advice for Node behind a proxy).
 */
export const HEADERS_TIMEOUT_MARGIN_MS = 1_000;

export function headersTimeoutMs(timeouts: ServerTimeouts): number {
  return timeouts.keepAliveMs + HEADERS_TIMEOUT_MARGIN_MS;
}

/** The timeouts as Fastify's server options (the headers timeout goes to Node's `http.createServer`). */
export function fastifyTimeouts(timeouts: ServerTimeouts) {
  return {
    connectionTimeout: timeouts.connectionMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    // Node checks headersTimeout <= requestTimeout when it creates the server, so both go in together.
    http: { headersTimeout: headersTimeoutMs(timeouts), requestTimeout: timeouts.requestMs },
  } satisfies Partial<FastifyHttpOptions<Server>>;
}
