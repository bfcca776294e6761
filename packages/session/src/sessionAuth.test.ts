import axios, { type AxiosAdapter, AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withSessionAuth } from './sessionAuth';

/** A fake server: 401 to any request not signed with `valid`, 200 with the path otherwise. */
function fakeServer(valid: () => string) {
  const seen: string[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const authorization = String(config.headers.get('Authorization') ?? '');
    seen.push(`${config.url} ${authorization}`);
    const response = { headers: {}, config, statusText: '', request: {} };
    if (authorization === `Bearer ${valid()}`) return { ...response, status: 200, data: config.url };
    throw new AxiosError(
      'Unauthorized',
      'ERR_BAD_REQUEST',
      config,
      {},
      {
        ...response,
        status: 401,
        data: { detail: 'Given token not valid for any token type', code: 'token_not_valid' },
      },
    );
  };
  return { adapter, seen };
}

afterEach(() => vi.restoreAllMocks());

describe('withSessionAuth', () => {
  it('renews once for two concurrent 401s and retries both with the new token', async () => {
    let access = 'expired';
    const server = fakeServer(() => 'fresh');
    const refresh = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      access = 'fresh';
      return access;
    });
    const client = withSessionAuth(axios.create({ adapter: server.adapter }), {
      getAccess: () => access,
      refresh,
    });

    const [cart, profile] = await Promise.all([client.get('cart'), client.get('profile')]);

    expect(refresh).toHaveBeenCalledTimes(1);
    expect([cart.data, profile.data]).toEqual(['cart', 'profile']);
    expect(server.seen).toEqual([
      'cart Bearer expired',
      'profile Bearer expired',
      'cart Bearer fresh',
      'profile Bearer fresh',
    ]);
  });

  it('passes the original error on, and logs, when renewal fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = fakeServer(() => 'never');
    const client = withSessionAuth(axios.create({ adapter: server.adapter }), {
      getAccess: () => 'expired',
      refresh: async () => {
        throw new Error('refresh answered 401');
      },
    });

    const failure = await client.get('cart').catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(AxiosError);
    expect((failure as AxiosError).response?.data).toMatchObject({ code: 'token_not_valid' });
    expect(log).toHaveBeenCalledWith('Unable to refresh token');
    expect(server.seen).toEqual(['cart Bearer expired']);
  });

  it('retries a request once only, even when the renewed token is refused too', async () => {
    const server = fakeServer(() => 'never');
    const refresh = vi.fn(async () => 'also-refused');
    let access = 'expired';
    const client = withSessionAuth(axios.create({ adapter: server.adapter }), {
      getAccess: () => access,
      refresh: async () => {
        access = await refresh();
        return access;
      },
    });

    await expect(client.get('cart')).rejects.toMatchObject({ response: { status: 401 } });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(server.seen).toEqual(['cart Bearer expired', 'cart Bearer also-refused']);
  });

  it('does not try to renew a signed-out request', async () => {
    const server = fakeServer(() => 'never');
    const refresh = vi.fn(async () => 'fresh');
    const client = withSessionAuth(axios.create({ adapter: server.adapter }), {
      getAccess: () => null,
      refresh,
    });

    await expect(client.post('login')).rejects.toMatchObject({ response: { status: 401 } });
    expect(refresh).not.toHaveBeenCalled();
  });
});
