import { randomInt } from 'node:crypto';
import { test as base, expect, type Page } from '@playwright/test';

/** How React reports a server-rendered page that its first browser render did not match (minified in production). */
const HYDRATION_MISMATCH =
  /Hydration failed|hydrated but|error while hydrating|did not match|Minified React error #(418|423|425)\b/i;

/**
 * A shop page opened afresh is ready for a shopper's taps once React has hydrated it (RootLayout marks the
 * document). A server-rendered page shows before that; a press on a button or Enter in the search before
 * then does what the bare HTML does, not what the app does. The back-office renders in the browser only.
 */
export async function waitUntilHydrated(page: Page) {
  if (new URL(page.url()).pathname.startsWith('/admin')) return;
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

export const test = base.extend<{ cspViolations: string[]; hydrationMismatches: string[] }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitUntilHydrated(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitUntilHydrated(page);
      return response;
    };
    await use(page);
  },

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

  /** Every journey fails when a server-rendered page did not hydrate into the same page in the browser. */
  hydrationMismatches: [
    async ({ context }, use) => {
      const mismatches: string[] = [];
      const record = (text: string) => {
        if (HYDRATION_MISMATCH.test(text)) mismatches.push(text);
      };
      context.on('console', (message) => record(message.text()));
      context.on('weberror', (error) => record(String(error.error())));
      await use(mismatches);
      expect(mismatches, 'server-rendered pages that hydrated into something else').toEqual([]);
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
