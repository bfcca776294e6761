import { randomInt } from 'node:crypto';
import { test as base, expect } from '@playwright/test';

export const test = base.extend<{ cspViolations: string[] }>({
  /**
   * Each test is a different shopper: the production server sits behind a (loopback) proxy in these runs and
   * reads the client's address from X-Forwarded-For, so per-address rate limits apply per test, as they would
   * to different households, instead of to the whole suite at once.
   */
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': address });
  },

  /** Every journey fails on anything the shop's Content-Security-Policy refused, in any of its tabs. */
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations in the console').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * For a journey whose outcome does not depend on the layout: sessions, redirects, head tags and timers, and the
 * form journeys whose screens are the same components at every width (their desktop layout is screenshot in
 * the stories). It runs in the phone project only, where most shoppers are, instead of once per viewport; the
 * journeys through the header, the catalogue, the cart page and the first checkout still run on both.
 */
export const ONE_VIEWPORT = { tag: '@one-viewport' };

export { expect };
