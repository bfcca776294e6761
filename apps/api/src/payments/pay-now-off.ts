import { ERROR_CODES } from '@farmkit/contract';
import { ApiFailure } from '../api-errors.js';
import type { PaymentProvider } from './provider.js';

export const payNowUnavailable = new ApiFailure(400, {
  detail: 'This shop takes no payments online: pay on delivery.',
  code: ERROR_CODES.payNowUnavailable,
});

/** PAYMENT_PROVIDER=off: no payment can be opened or verified, so no order is placed as pay_now. */
export function payNowOff(): PaymentProvider {
  return {
    name: 'off',
    takesMoney: false,
    async initialize() {
      throw payNowUnavailable;
    },
    async verify() {
      throw payNowUnavailable;
    },
    async refund() {
      throw payNowUnavailable;
    },
    parseWebhook: () => undefined,
  };
}
