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

const withoutBody =
  (method: 'get' | 'delete') =>
  <T>(url: string, config?: AxiosRequestConfig): Call<T> =>
    loadApiClient().then((client) => client[method]<T>(url, config));

const withBody =
  (method: 'post' | 'put' | 'patch') =>
  <T>(url: string, data?: unknown, config?: AxiosRequestConfig): Call<T> =>
    loadApiClient().then((client) => client[method]<T>(url, data, config));

/** The one HTTP client of the storefront, as axios's: `(await api.get<Product>('products/3/')).data`. */
export const api = {
  get: withoutBody('get'),
  delete: withoutBody('delete'),
  post: withBody('post'),
  put: withBody('put'),
  patch: withBody('patch'),
};
