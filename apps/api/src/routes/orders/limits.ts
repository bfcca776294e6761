import { perMinute, type RouteLimits } from '../../plugins/app/rate-limit.js';

export const ORDER_RATE_LIMITS = {
  placeOrder: { perIp: perMinute(30), perAccount: perMinute(10) },
} satisfies Record<string, RouteLimits>;

declare module '../../plugins/app/rate-limit.js' {
  interface ThrottledRoutes extends Record<keyof typeof ORDER_RATE_LIMITS, RouteLimits> {}
}
