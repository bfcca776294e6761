// Prints the JavaScript each storefront route (and the back-office's sign-in) loads on a cold visit: files, raw
// bytes and gzip bytes.
// Measured in Chromium against the production build, so it counts exactly what the browser fetches.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../tools/chromium.mjs';
import { startProductionServer } from './production-server.mjs';
import { stackFloor } from './stack-floor.mjs';

const routes = [
  '/',
  '/homepage/',
  '/homepage/product/goat',
  '/homepage/category/Poultry',
  '/homepage/view/1',
  // The back-office, signed out: its sign-in page loads what every back-office page shares.
  '/admin/sign-in',
];

const server = await startProductionServer();
const browser = await chromium.launch(chromiumLaunchOptions);

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
try {
  const rows = [];
  for (const route of routes) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.body());
    });
    await page.goto(server.origin + route, { waitUntil: 'networkidle' });
    const bodies = await Promise.all(scripts);
    rows.push({
      route,
      files: bodies.length,
      raw: kib(bodies.reduce((sum, body) => sum + body.length, 0)),
      gzip: kib(bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0)),
    });
    await context.close();
  }
  console.table(rows);
  console.log('What the stack weighs before any page of the shop (bench/stack-floor.mjs):');
  console.table(await stackFloor());
} finally {
  await browser.close();
  await server.stop();
}
