import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { ApiFailure, throttled } from '../../api-errors.js';

export interface Limit {
  max: number;
  timeWindowMs: number;
}

/** A route's limits: per client address, and per account (the e-mail in the body, else the signed-in user). */
export interface RouteLimits {
  perIp: Limit;
  perAccount?: Limit;
}

export const perMinute = (max: number): Limit => ({ max, timeWindowMs: 60_000 });
export const perHour = (max: number): Limit => ({ max, timeWindowMs: 3_600_000 });

/**
 * The names of the throttled routes. Each folder of routes declares its own beside its limits, by declaration
 * merging (routes/cart/limits.ts); this plugin only counts.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each folder of routes through declaration merging
export interface ThrottledRoutes {}
export type ThrottledRoute = keyof ThrottledRoutes;
export type RateLimitTable = Record<ThrottledRoute, RouteLimits>;
/** Tests lower some limits so they can reach them. */
export type RateLimitOverrides = Partial<RateLimitTable>;

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler enforcing the limits of a throttled route, with counters of its own. */
    throttle(route: ThrottledRoute): preHandlerAsyncHookHandler;
    /**
     * A gate that opens once per `windowMs` per key: `take` answers 0 when it opened, else the seconds to wait.
     * Keys are independent of whether an account exists, so answers reveal nothing about accounts.
     */
    cooldown(name: string, windowMs: number): { take(key: string): Promise<number> };
    /**
     * Failures per key within a window that starts at the first one: `record` adds one, `seconds` answers how
     * long the key stays over `max` (0 while it is not). Only failures count, so success never spends it.
     */
    failures(name: string, limit: Limit): FailureCounter;
  }
}

export interface FailureCounter {
  record(key: string): Promise<void>;
  secondsOver(key: string): Promise<number>;
}

/** Counters in memory, or in Redis (`app.redis`) so that every instance shares them. */
export default fp<{ limits: RateLimitTable }>(
  async (app, { limits: routeLimits }) => {
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

    app.decorate('throttle', (route: ThrottledRoute) => {
      const limits = routeLimits[route];
      const checks = [limiter(`${route}:ip`, limits.perIp, (request) => request.ip)];
      if (limits.perAccount) checks.push(limiter(`${route}:account`, limits.perAccount, accountKey));
      return async (request) => {
        for (const check of checks) {
          const retryAfter = await check(request);
          if (retryAfter > 0) throw tooSoon(retryAfter);
        }
      };
    });

    app.decorate('failures', (name: string, limit: Limit) => {
      const redis = app.redis;
      return redis ? redisFailures(redis, `farmkit-failures:${name}:`, limit) : memoryFailures(limit);
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

/**
 * The signed-in user, whatever the body says; otherwise the e-mail the body names (raw: this runs before
 * validation, so it is normalised here as the schemas would).
 */
function accountKey(request: FastifyRequest): string {
  if (request.user) return `user:${request.user.userId}`;
  const body = request.body as { email?: unknown } | undefined;
  if (typeof body?.email === 'string') return body.email.trim().toLowerCase();
  return `ip:${request.ip}`;
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

function memoryFailures({ max, timeWindowMs }: Limit): FailureCounter {
  const counts = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string, now: number) => {
    const entry = counts.get(key);
    return entry && entry.resetAt > now ? entry : undefined;
  };
  return {
    async record(key) {
      const now = Date.now();
      const entry = live(key, now) ?? { count: 0, resetAt: now + timeWindowMs };
      counts.set(key, { ...entry, count: entry.count + 1 });
      if (counts.size > 10_000) {
        for (const [staleKey, stale] of counts) if (stale.resetAt <= now) counts.delete(staleKey);
      }
    },
    async secondsOver(key) {
      const now = Date.now();
      const entry = live(key, now);
      return entry && entry.count >= max ? Math.max(1, Math.ceil((entry.resetAt - now) / 1000)) : 0;
    },
  };
}

function redisFailures(redis: Redis, prefix: string, { max, timeWindowMs }: Limit): FailureCounter {
  return {
    async record(key) {
      await redis
        .multi()
        .incr(prefix + key)
        .pexpire(prefix + key, timeWindowMs, 'NX')
        .exec();
    },
    async secondsOver(key) {
      const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return Number(count ?? 0) >= max && ttl > 0 ? Math.max(1, Math.ceil(ttl / 1000)) : 0;
    },
  };
}
