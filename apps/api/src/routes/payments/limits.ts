import { perMinute, type RouteLimits } from '../../plugins/app/rate-limit.js';

/** Low enough that a script cannot open payments with the provider by the thousand. */
export const PAYMENT_RATE_LIMITS = {
  initializePayment: { perIp: perMinute(30), perAccount: perMinute(10) },
} satisfies Record<string, RouteLimits>;

declare module '../../plugins/app/rate-limit.js' {
  interface ThrottledRoutes extends Record<keyof typeof PAYMENT_RATE_LIMITS, RouteLimits> {}
}
