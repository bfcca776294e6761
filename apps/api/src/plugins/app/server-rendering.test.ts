import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dialects, useTestApp } from '../../test/dialects.js';

const INDEX_HTML = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';

/**
 * A stand-in for the storefront's dist-server/entry-server.js, speaking its contract (@farmkit/contract's
 * CreatePageRenderer): it renders /rendered from an API answer, sends /signed-in as the shell, /missing as a
 * 404 shell, /search elsewhere, and fails on /broken.
 */
const RENDERER = `
import { PassThrough } from 'node:stream';
export function createPageRenderer({ template, manifest, origin }) {
  if (!template.includes('<div id="root">') || !manifest['index.html']) throw new Error('no build');
  return async (url, callApi) => {
    if (url === '/broken') throw new Error('a component failed');
    if (url === '/missing') return { kind: 'shell', status: 404 };
    if (url.startsWith('/search?')) return { kind: 'redirect', status: 302, location: '/results/goat' };
    if (!url.startsWith('/rendered')) return { kind: 'shell', status: 200 };
    const products = await callApi('/api/v1/products?page_size=1&page=1');
    const body = new PassThrough();
    body.end('<p>' + origin + ' ' + products.statusCode + ' ' + JSON.parse(products.body).results[0].name + '</p>');
    return { kind: 'html', status: 200, body };
  };
}`;

function fakeBuild() {
  const dir = mkdtempSync(join(tmpdir(), 'farmkit-ssr-'));
  mkdirSync(join(dir, 'dist', '.vite'), { recursive: true });
  writeFileSync(join(dir, 'dist', 'index.html'), INDEX_HTML);
  writeFileSync(
    join(dir, 'dist', '.vite', 'manifest.json'),
    JSON.stringify({ 'index.html': { file: 'assets/index.js' } }),
  );
  writeFileSync(join(dir, 'entry-server.mjs'), RENDERER);
  return dir;
}

describe('a storefront with its server renderer', () => {
  const build = fakeBuild();
  afterAll(() => rmSync(build, { recursive: true, force: true }));
  const [sqlite] = dialects as [(typeof dialects)[number]];
  const app = useTestApp(sqlite, {
    staticDir: join(build, 'dist'),
    shopRenderer: join(build, 'entry-server.mjs'),
    publicUrl: 'https://shop.example.ng',
  });

  it("answers a public page with the renderer's HTML, its data read from this process's API", async () => {
    const response = await app().inject('/rendered');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toMatch(/^<p>https:\/\/shop\.example\.ng 200 \S.*<\/p>$/);
  });

  it('answers the root address through the renderer too, not with the file index.html', async () => {
    const response = await app().inject('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
  });

  it("sends the app shell with the renderer's status", async () => {
    const signedIn = await app().inject('/signed-in');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toBe(INDEX_HTML);

    const missing = await app().inject('/missing');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(INDEX_HTML);
  });

  it('sends the redirect the renderer asks for', async () => {
    const response = await app().inject('/search?q=goat');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/results/goat');
  });

  it('falls back to the app shell when rendering fails, so the browser can still render the page', async () => {
    const response = await app().inject('/broken');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
  });
});
