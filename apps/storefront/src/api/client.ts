import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';

let loading: Promise<AxiosInstance> | undefined;

/**
 * The HTTP client, loaded on first use. A server-rendered page hydrates from the data that came with it, so a
 * shopper who only reads it never downloads the client (axios is about 20 KB gzipped); main.tsx starts the
 * download at the first press or key, before the call that needs it.
 */
export function loadApiClient(): Promise<AxiosInstance> {
  loading ??= import('./sessionClient').then((module) => module.sessionClient);
  return loading;
}

type Call<T> = Promise<AxiosResponse<T>>;

/** The one HTTP client of the storefront, as axios's: `(await api.get<Product>('products/3/')).data`. */
export const api = {
  get: <T>(url: string, config?: AxiosRequestConfig): Call<T> =>
    loadApiClient().then((client) => client.get<T>(url, config)),
  delete: <T>(url: string, config?: AxiosRequestConfig): Call<T> =>
    loadApiClient().then((client) => client.delete<T>(url, config)),
  post: <T>(url: string, data?: unknown, config?: AxiosRequestConfig): Call<T> =>
    loadApiClient().then((client) => client.post<T>(url, data, config)),
  put: <T>(url: string, data?: unknown, config?: AxiosRequestConfig): Call<T> =>
    loadApiClient().then((client) => client.put<T>(url, data, config)),
  patch: <T>(url: string, data?: unknown, config?: AxiosRequestConfig): Call<T> =>
    loadApiClient().then((client) => client.patch<T>(url, data, config)),
};
