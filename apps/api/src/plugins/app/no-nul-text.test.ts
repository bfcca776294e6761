import type { ApiError } from '@farmkit/contract';
import { describe, expect, it } from 'vitest';
import { UNLIMITED } from '../../test/accounts.js';
import { describeEachDialect, useTestApp } from '../../test/dialects.js';
import { NUL_REFUSED } from './no-nul-text.js';

describeEachDialect('text with the NUL character', (dialect) => {
  const app = useTestApp(dialect, { rateLimits: UNLIMITED });
  const refused = { detail: 'Invalid input.', code: 'invalid', errors: { non_field_errors: [NUL_REFUSED] } };

  describe('is a 400 before any route reads it (PostgreSQL cannot store it: it was a 500 there)', () => {
    it.each([
      '/api/v1/products?name=goat%00',
      '/api/v1/payments/sandbox/%00/',
      '/api/v1/products/category/?x=%00',
    ])('in the address %s', async (url) => {
      const response = await app().inject({ method: url.includes('sandbox') ? 'POST' : 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiError>()).toEqual(refused);
    });

    it('in a JSON body', async () => {
      const response = await app().inject({
        method: 'POST',
        url: '/api/v1/accounts/login/',
        payload: { email: 'ada\u0000@example.ng', password: 'x' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiError>()).toEqual(refused);
    });
  });

  it('leaves other text alone', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/v1/products?name=100%25' });
    expect(response.statusCode).toBe(200);
  });
});
