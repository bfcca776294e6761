import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { ApiFailure, throttled } from '../api-errors.js';

export interface Limit {
  max: number;
  timeWindowMs: number;
}

/** A route's limits: per client address, and per account (the e-mail in the body, else the signed-in user). */
export interface RouteLimits {
  perIp: Limit;
  perAccount?: Limit;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler enforcing a route's limits; `name` keeps each route's counters apart. */
    throttle(name: string, limits: RouteLimits): preHandlerAsyncHookHandler;
    /**
     * A gate that opens once per `windowMs` per key: `take` answers 0 when it opened, else the seconds to wait.
     * Keys are independent of whether an account exists, so answers reveal nothing about accounts.
     */
    cooldown(name: string, windowMs: number): { take(key: string): Promise<number> };
  }
}

/** Counters in memory, or in Redis (`app.redis`) so that every instance shares them. */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      ...(app.redis ? { redis: app.redis } : {}),
      nameSpace: 'farmkit-rate-limit:',
    });

    function limiter(name: string, limit: Limit, key: (request: FastifyRequest) => string) {
      const check = app.createRateLimit({
        max: limit.max,
        timeWindow: limit.timeWindowMs,
        keyGenerator: (request) => `${name}:${key(request)}`,
      });
      return async (request: FastifyRequest) => {
        const result = await check(request);
        return !result.isAllowed && result.isExceeded ? Math.max(1, result.ttlInSeconds) : 0;
      };
    }

    app.decorate('throttle', (name: string, limits: RouteLimits) => {
      const checks = [limiter(`${name}:ip`, limits.perIp, (request) => request.ip)];
      if (limits.perAccount) checks.push(limiter(`${name}:account`, limits.perAccount, accountKey));
      return async (request) => {
        for (const check of checks) {
          const retryAfter = await check(request);
          if (retryAfter > 0) throw tooSoon(retryAfter);
        }
      };
    });

    app.decorate('cooldown', (name: string, windowMs: number) => {
      const redis = app.redis;
      return { take: redis ? redisGate(redis, `farmkit-cooldown:${name}:`, windowMs) : memoryGate(windowMs) };
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);

export function tooSoon(retryAfterSeconds: number): ApiFailure {
  return new ApiFailure(429, throttled(retryAfterSeconds), { 'retry-after': String(retryAfterSeconds) });
}

/** Raw body: this runs before validation, so the e-mail is normalised here as the schemas would. */
function accountKey(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  if (typeof body?.email === 'string') return body.email.trim().toLowerCase();
  return request.user ? `user:${request.user.userId}` : `ip:${request.ip}`;
}

function memoryGate(windowMs: number) {
  const opensAt = new Map<string, number>();
  return async (key: string) => {
    const now = Date.now();
    const at = opensAt.get(key);
    if (at !== undefined && at > now) return Math.ceil((at - now) / 1000);
    opensAt.set(key, now + windowMs);
    if (opensAt.size > 10_000) {
      for (const [staleKey, staleAt] of opensAt) if (staleAt <= now) opensAt.delete(staleKey);
    }
    return 0;
  };
}

function redisGate(redis: Redis, prefix: string, windowMs: number) {
  return async (key: string) => {
    if (await redis.set(prefix + key, '1', 'PX', windowMs, 'NX')) return 0;
    const ttl = await redis.pttl(prefix + key);
    return Math.max(1, Math.ceil(ttl / 1000));
  };
}
