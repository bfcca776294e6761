import type { ApiError } from '@farmkit/contract';
import { expect, it } from 'vitest';
import { describeEachDialect, useTestApp } from '../../test/dialects.js';

// Without a built storefront, as in development: every unknown path is a JSON 404.
describeEachDialect('error responses', (dialect) => {
  const logLines: string[] = [];
  const app = useTestApp(
    dialect,
    { logger: { level: 'error', stream: { write: (line: string) => logLines.push(line) } } },
    (app) => {
      app.get('/api/v1/test-failure', async () => {
        throw new Error('cannot reach postgres://farm:secret@db');
      });
    },
  );

  it.each([
    ['GET', '/api/v1/nope'],
    ['GET', '/api/v1/products/1/reviews'],
    ['GET', '/api'],
    ['GET', '/homepage/view/3'],
    ['POST', '/api/v1/products'],
    ['DELETE', '/api/v1/products/1/'],
  ] as const)('answers %s %s with the JSON 404', async (method, url) => {
    const response = await app().inject({ method, url });

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
  });

  it('answers a failure with a 500 that tells nothing of its cause, and logs the cause', async () => {
    const response = await app().inject('/api/v1/test-failure');

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: 'A server error occurred.', code: 'server_error' });
    expect(response.body).not.toMatch(/secret|stack|Error/);
    expect(logLines.join('\n')).toContain('cannot reach postgres://farm:secret@db');
  });

  it('answers a malformed URL with a 400 in the error shape', async () => {
    const response = await app().inject('/api/v1/products/%E0%A4%A');

    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>()).toMatchObject({ code: 'invalid', detail: expect.any(String) });
  });
});
