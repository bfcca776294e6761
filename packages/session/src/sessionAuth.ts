import { type AxiosInstance, type InternalAxiosRequestConfig, isAxiosError } from 'axios';

export interface SessionAuth {
  /** The access token to send, or null when signed out. */
  getAccess(): string | null;
  /** Renews the session and resolves with the new access token; rejects when it cannot be renewed. */
  refresh(): Promise<string>;
}

interface AuthRetryConfig extends InternalAxiosRequestConfig {
  authRetried?: boolean;
}

/**
 * Every request carries the bearer token; a 401 to a request that carried one renews the session
 * at most once for that request and retries it once. Concurrent 401s share one renewal (the server rotates
 * the refresh token on each use). When renewal fails, the original error passes on.
 */
export function withSessionAuth(client: AxiosInstance, auth: SessionAuth): AxiosInstance {
  let renewing: Promise<string> | null = null;
  const renewOnce = () => {
    renewing ??= auth.refresh().finally(() => {
      renewing = null;
    });
    return renewing;
  };

  client.interceptors.request.use((config) => {
    const access = auth.getAccess();
    if (access !== null) config.headers.set('Authorization', `Bearer ${access}`);
    return config;
  });

  client.interceptors.response.use(undefined, async (error: unknown) => {
    if (!isAxiosError(error) || error.response?.status !== 401) throw error;
    const config = error.config as AuthRetryConfig | undefined;
    // A signed-out request (a wrong password at login) has no session to renew.
    if (config === undefined || config.authRetried || !config.headers.has('Authorization')) throw error;
    config.authRetried = true;
    try {
      await renewOnce();
    } catch {
      console.error('Unable to refresh token');
      throw error;
    }
    return client(config);
  });

  return client;
}
