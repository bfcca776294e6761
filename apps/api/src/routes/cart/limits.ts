import { perMinute, type RouteLimits } from '../../plugins/app/rate-limit.js';

/** The limits of the cart's writes: well above what a person does, low enough that a script cannot fill the database. */
export const CART_RATE_LIMITS = {
  cartWrite: { perIp: perMinute(240), perAccount: perMinute(120) },
} satisfies Record<string, RouteLimits>;

declare module '../../plugins/app/rate-limit.js' {
  interface ThrottledRoutes extends Record<keyof typeof CART_RATE_LIMITS, RouteLimits> {}
}
