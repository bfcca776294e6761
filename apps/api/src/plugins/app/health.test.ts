import { mkdtempSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { describeEachDialect, sqliteDialect, useTestApp } from '../../test/dialects.js';
import { holdDatabase, within } from '../../test/held-database.js';
import { READINESS_TIMEOUT_MS } from './health.js';

describeEachDialect('health and readiness', (dialect) => {
  const app = useTestApp(dialect);

  describe('GET /healthz', () => {
    it('answers 200 { status: ok }, never cached', async () => {
      const response = await app().inject('/healthz');

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('answers without the database: a stuck database does not make the process look dead', async () => {
      const held = holdDatabase(app());
      try {
        const response = await within(1_000, app().inject('/healthz'));
        expect(response?.statusCode).toBe(200);
      } finally {
        held.release();
      }
    });

    it('is never rate-limited', async () => {
      const statuses = new Set<number>();
      for (let probe = 0; probe < 60; probe++) statuses.add((await app().inject('/healthz/')).statusCode);
      expect([...statuses]).toEqual([200]);
    });
  });

  describe('GET /readyz', () => {
    it('answers 200 when the database answers and every migration has run', async () => {
      const response = await app().inject('/readyz');

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('answers 503 in the contract shape while a migration has not run', async () => {
      const [latest] = await sql<{ name: string; timestamp: string }>`
        select name, timestamp from kysely_migration order by name desc limit 1`
        .execute(app().db)
        .then((result) => result.rows);
      if (!latest) throw new Error('no migration has run');
      await sql`delete from kysely_migration where name = ${latest.name}`.execute(app().db);
      try {
        const response = await app().inject('/readyz');

        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({
          detail: 'The database is not up to date: 1 migration has not run.',
          code: 'service_unavailable',
        });
      } finally {
        await sql`insert into kysely_migration (name, timestamp) values (${latest.name}, ${latest.timestamp})`.execute(
          app().db,
        );
      }
      expect((await app().inject('/readyz')).statusCode).toBe(200);
    });

    it('answers 503 when the database fails, without showing why', async () => {
      const original = app().db;
      app().db = original.withPlugin({
        transformQuery: () => {
          throw new Error('connect ECONNREFUSED 10.0.0.5:5432');
        },
        transformResult: async ({ result }) => result,
      });
      try {
        const response = await app().inject('/readyz');

        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({
          detail: 'The database cannot be reached.',
          code: 'service_unavailable',
        });
      } finally {
        app().db = original;
      }
    });

    it(`answers 503 when the database takes longer than ${READINESS_TIMEOUT_MS} ms`, async () => {
      const held = holdDatabase(app());
      try {
        const response = await app().inject('/readyz');

        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({
          detail: 'The database did not answer in time.',
          code: 'service_unavailable',
        });
      } finally {
        held.release();
      }
    });
  });
});

describe('probes beside the shop', () => {
  // A built shop of one page: the shop's catch-all serves it for every path it owns.
  const staticDir = mkdtempSync(join(tmpdir(), 'farmkit-shop-'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Shop</title>');
  afterAll(() => rm(staticDir, { recursive: true, force: true }));
  const app = useTestApp(sqliteDialect, { staticDir });

  it('answers the probes, not the shop, and a miss under them is a 404, never a page', async () => {
    expect((await app().inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await app().inject('/readyz')).json()).toEqual({ status: 'ok' });
    for (const url of ['/healthz/x', '/readyz/deeper/path', '/metrics', '/metrics/x']) {
      const response = await app().inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ detail: 'Not found.', code: 'not_found' });
    }
    // The shop still owns its own pages.
    expect((await app().inject('/products')).body).toContain('<title>Shop</title>');
  });
});
