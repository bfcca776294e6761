import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { shouldRetry } from './queryClient';

function failedWith(status: number): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, {
    status,
    statusText: '',
    headers: {},
    config,
    data: {},
  });
}

describe('shouldRetry', () => {
  it('retries a server error or a network failure once', () => {
    expect(shouldRetry(0, failedWith(503))).toBe(true);
    expect(shouldRetry(0, new AxiosError('Network Error', 'ERR_NETWORK'))).toBe(true);
    expect(shouldRetry(1, failedWith(503))).toBe(false);
  });

  it('never retries a 4xx answer', () => {
    expect(shouldRetry(0, failedWith(404))).toBe(false);
    expect(shouldRetry(0, failedWith(400))).toBe(false);
  });
});
