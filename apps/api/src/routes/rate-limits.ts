import type { RateLimitTable } from '../plugins/app/rate-limit.js';
import { ACCOUNT_RATE_LIMITS } from './accounts/rate-limits.js';
import { ADMIN_RATE_LIMITS } from './admin/limits.js';
import { CART_RATE_LIMITS } from './cart/limits.js';
import { ORDER_RATE_LIMITS } from './orders/limits.js';
import { PAYMENT_RATE_LIMITS } from './payments/limits.js';

/** Every throttled route's limits, each folder's from beside its routes. */
export const DEFAULT_RATE_LIMITS: RateLimitTable = {
  ...ACCOUNT_RATE_LIMITS,
  ...CART_RATE_LIMITS,
  ...ORDER_RATE_LIMITS,
  ...PAYMENT_RATE_LIMITS,
  ...ADMIN_RATE_LIMITS,
};
