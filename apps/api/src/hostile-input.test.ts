import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ApiError, apiErrorSchema } from '@farmkit/contract';
import { Ajv } from 'ajv';
import { beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT } from './app.js';
import { MAX_JSON_DEPTH } from './plugins/app/json-bodies.js';
import { PASSWORD, signUpVerified, UNLIMITED } from './test/accounts.js';
import { describeEachDialect, useTestApp } from './test/dialects.js';

const isApiError = new Ajv().compile(apiErrorSchema);

/** Input of the wrong shape, too deep, too large or too odd gets a clear 4xx. */
describeEachDialect('hostile input', (dialect) => {
  const app = useTestApp(dialect, { rateLimits: UNLIMITED });
  let access = '';
  beforeAll(async () => {
    access = (await signUpVerified(app())).tokens.access;
  });

  async function send(method: 'POST' | 'PATCH' | 'PUT', url: string, payload: string, contentType?: string) {
    const response = await app().inject({
      method,
      url: `/api/v1/${url}`,
      headers: { authorization: `Bearer ${access}`, 'content-type': contentType ?? 'application/json' },
      payload,
    });
    const body = response.json<ApiError>();
    expect(isApiError(body), response.body).toBe(true);
    return { status: response.statusCode, body, raw: response.body };
  }

  describe('an array or an object where a string belongs', () => {
    it.each([
      ['POST', 'accounts/signup/', 'email'],
      ['POST', 'accounts/verify-email/', 'email'],
      ['POST', 'accounts/resend-otp/', 'email'],
      ['POST', 'accounts/login/', 'email'],
      ['POST', 'accounts/request-reset-password/', 'email'],
      ['POST', 'accounts/reset-password-verify/', 'email'],
      ['POST', 'accounts/reset-password-confirm/', 'email'],
      ['POST', 'accounts/refresh/', 'refresh'],
      ['POST', 'accounts/logout/', 'refresh'],
      ['PUT', 'accounts/change-password/', 'oldPassword'],
      ['PATCH', 'accounts/edit/', 'name'],
      ['PATCH', 'accounts/edit/', 'city'],
      ['POST', 'accounts/feedback/', 'message'],
    ] as const)('%s %s with %s as [] or {} is a 400 naming the field', async (method, url, field) => {
      for (const value of [[], {}, [['x']], { trim: 'x' }]) {
        const { status, body } = await send(method, url, JSON.stringify({ [field]: value }));

        expect(status).toBe(400);
        expect(body.errors?.[field]).toEqual(['must be string']);
      }
    });
  });

  it('refuses a field no schema names, with the same answer on every route', async () => {
    const answers = [
      await send(
        'POST',
        'accounts/login/',
        JSON.stringify({ email: 'a@b.ng', password: PASSWORD, price: 1 }),
      ),
      await send('POST', 'accounts/feedback/', JSON.stringify({ message: 'Hello', price: 1 })),
      await send('PATCH', 'accounts/edit/', JSON.stringify({ city: 'Kuje', price: 1 })),
      await send('POST', 'products/cart/', JSON.stringify({ product: 1, price: 1 })),
      await send('POST', 'products/orders/', JSON.stringify({ payment_method: 'on_delivery', price: 1 })),
    ];

    for (const { status, body } of answers) {
      expect(status).toBe(400);
      expect(body).toEqual({
        detail: 'Invalid input.',
        code: 'invalid',
        errors: { price: ['Unknown field.'] },
      });
    }
  });

  it('refuses a body that is not an object, on the yup routes and the JSON Schema routes alike', async () => {
    for (const payload of ['[]', '"text"', '42', 'null']) {
      expect((await send('POST', 'accounts/login/', payload)).status).toBe(400);
      expect((await send('POST', 'products/cart/', payload)).status).toBe(400);
    }
  });

  it(`refuses JSON nested deeper than ${MAX_JSON_DEPTH} levels with a 400, and a body over the limit with 413`, async () => {
    const deep = '['.repeat(2000) + ']'.repeat(2000);
    const deepInString = JSON.stringify({ refresh: '['.repeat(2000) });
    const huge = '['.repeat(512 * 1024) + ']'.repeat(512 * 1024);

    const refused = await send('POST', 'accounts/refresh/', deep);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      non_field_errors: [`JSON nested deeper than ${MAX_JSON_DEPTH} levels.`],
    });
    // Brackets inside a string are text, not nesting: only the length rule refuses this one.
    expect((await send('POST', 'accounts/refresh/', deepInString)).body.errors).toHaveProperty('refresh');
    const tooLarge = await send('POST', 'accounts/refresh/', huge);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.code).toBe('payload_too_large');
  });

  it('never echoes the request: text, broken JSON and a flood of unknown keys', async () => {
    const secret = 'Pa55word!NeverEcho';
    const text = await send('POST', 'accounts/login/', `email=a@b.ng&password=${secret}`, 'text/plain');
    const broken = await send('POST', 'accounts/login/', `{"email":"a@b.ng","password":"${secret}"`);
    const keys = Object.fromEntries(
      Array.from({ length: 1000 }, (_, i) => [`k${i}${secret.slice(0, 3)}`, 1]),
    );
    const flood = await send('POST', 'accounts/login/', JSON.stringify(keys));

    expect(text.status).toBe(415);
    expect(broken.status).toBe(400);
    expect(flood.status).toBe(400);
    for (const answer of [text, broken]) expect(answer.raw).not.toContain(secret);
    expect(Object.keys(flood.body.errors ?? {}).length).toBeLessThanOrEqual(20);
    expect(flood.raw.length).toBeLessThan(2000);
    expect(JSON.stringify(keys).length).toBeLessThan(JSON_BODY_LIMIT);
  });
});

describeEachDialect('answers before routing, on a real socket', (dialect) => {
  const app = useTestApp(dialect);
  let port = 0;
  beforeAll(async () => {
    await app().listen({ host: '127.0.0.1', port: 0 });
    port = (app().server.address() as AddressInfo).port;
  });

  function get(path: string, headers: Record<string, string> = {}) {
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest({ host: '127.0.0.1', port, path, headers }, (response) => {
        let body = '';
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on('error', reject);
      request.end();
    });
  }

  it('answers headers too large with 431 in the error shape', async () => {
    const response = await get('/api/v1/products/category/', { 'x-padding': 'a'.repeat(20_000) });

    expect(response.status).toBe(431);
    expect(JSON.parse(response.body)).toEqual({
      detail: 'The request headers are too large.',
      code: 'headers_too_large',
    });
  });

  it('answers a hidden or escaping media path with 403 in the error shape', async () => {
    for (const path of ['/media/uploads/.secret', '/media/uploads/%2e%2e/farm.db']) {
      const response = await get(path);

      expect(response.status).toBe(403);
      expect(JSON.parse(response.body)).toEqual({ detail: 'Forbidden', code: 'permission_denied' });
    }
  });
});
