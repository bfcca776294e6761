import { randomInt } from 'node:crypto';
import { test as base } from '@playwright/test';

/**
 * Each test is a different shopper: the production server sits behind a (loopback) proxy in these runs and
 * reads the client's address from X-Forwarded-For, so per-address rate limits apply per test, as they would
 * to different households, instead of to the whole suite at once.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': address });
  },
});

export { expect } from '@playwright/test';
