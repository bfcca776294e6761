import { Gauge } from 'prom-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNLIMITED } from '../../test/accounts.js';
import { sqliteDialect, useTestApp } from '../../test/dialects.js';
import { UNMATCHED_ROUTE } from './metrics.js';

const TOKEN = 'metrics-token-0123456789abcdef';

describe('GET /metrics', () => {
  const app = useTestApp(sqliteDialect, { rateLimits: UNLIMITED, metricsToken: TOKEN });
  const scrape = (authorization?: string) =>
    app().inject({ url: '/metrics', headers: authorization === undefined ? {} : { authorization } });

  it('asks for the token: 401 without one, 403 with another, the metrics with the right one', async () => {
    const none = await scrape();
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({
      detail: 'Authentication credentials were not provided.',
      code: 'not_authenticated',
    });
    expect(none.headers['www-authenticate']).toBe('Bearer realm="metrics"');

    for (const wrong of [
      `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}`,
      'Bearer',
      `Bearer${TOKEN}`,
    ]) {
      expect((await scrape(wrong)).statusCode, wrong).toBe(401);
    }
    for (const wrong of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, 'Bearer a']) {
      const response = await scrape(wrong);
      expect(response.statusCode, wrong).toBe(403);
      expect(response.json()).toEqual({
        detail: 'You do not have permission to perform this action.',
        code: 'permission_denied',
      });
    }

    const right = await scrape(`Bearer ${TOKEN}`);
    expect(right.statusCode).toBe(200);
    expect(right.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(right.headers['cache-control']).toBe('no-store');
    // The process's own metrics, under their usual names.
    expect(right.body).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(right.body).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect(right.body).toMatch(/^nodejs_heap_size_used_bytes /m);
  });

  it('counts answers by route pattern and status, never by the URL asked for', async () => {
    for (const id of [999_991, 999_992, 999_993]) await app().inject(`/api/v1/products/${id}/`);
    await app().inject('/api/v1/products/category/');
    await app().inject('/api/v1/no-such-thing/12345');

    const { body } = await scrape(`Bearer ${TOKEN}`);

    expect(body).toContain(
      'farmkit_http_requests_total{method="GET",route="/api/v1/products/:id/",status_code="404"} 3',
    );
    expect(body).toContain(
      'farmkit_http_requests_total{method="GET",route="/api/v1/products/category/",status_code="200"} 1',
    );
    expect(body).toContain(
      `farmkit_http_requests_total{method="GET",route="${UNMATCHED_ROUTE}",status_code="404"} 1`,
    );
    expect(body).toMatch(
      /^farmkit_http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/v1\/products\/:id\/"\} 3$/m,
    );
    expect(body).toMatch(
      /^farmkit_http_request_duration_seconds_sum\{method="GET",route="\/api\/v1\/products\/:id\/"\} /m,
    );
    // Only in the labels: a value (a memory size, a sum of seconds) may hold those digits by chance.
    const labelValues = [...body.matchAll(/\w+="([^"]*)"/g)].map(([, value]) => value);
    for (const raw of ['999991', 'no-such-thing', '12345']) {
      expect(labelValues.filter((value) => value?.includes(raw))).toEqual([]);
    }
  });

  it("serves what another plugin registers in app.metrics.registry (the job worker's gauge)", async () => {
    new Gauge({
      name: 'farmkit_test_jobs',
      help: 'Jobs by state (test).',
      labelNames: ['state'],
      registers: [app().metrics.registry],
      collect() {
        this.set({ state: 'pending' }, 4);
      },
    });

    const { body } = await scrape(`Bearer ${TOKEN}`);

    expect(body).toContain('# TYPE farmkit_test_jobs gauge');
    expect(body).toContain('farmkit_test_jobs{state="pending"} 4');
    app().metrics.registry.removeSingleMetric('farmkit_test_jobs');
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  const app = useTestApp(sqliteDialect);
  beforeAll(async () => {
    await app().inject('/api/v1/products/category/');
  });

  it('is a 404 whatever is sent, so an unconfigured shop shows nothing', async () => {
    for (const authorization of [undefined, 'Bearer ', 'Bearer anything-at-all-0123456789']) {
      const response = await app().inject({
        url: '/metrics',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
    }
  });
});
