import type { AxiosInstance, AxiosRequestConfig, AxiosResponse, AxiosStatic } from 'axios';
import { env } from '../config/env';
import { preloadServerTexts } from '../i18n';
import { readStorage, storageKeys } from '../lib/storage';
import { isAxiosError } from './isAxiosError';

// One client per host. Components never call these; feature api.ts files do.
//
// Axios is about a seventh of the JavaScript budget of / and /login, and neither page needs it to
// draw: it is fetched on the first call (or when warmApiClient() hints that a call is near), so
// it never delays the first paint.

type Listener = () => void;
let onReachable: Listener = () => {};

/** The store registers here so any answer from the service clears the "not available" banner. */
export function onServiceReachable(listener: Listener): void {
  onReachable = listener;
}

/** The part of AxiosInstance the features use. */
export interface ApiClient {
  get<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  delete<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  post<T = unknown>(
    url: string,
    data?: unknown,
    config?: AxiosRequestConfig,
  ): Promise<AxiosResponse<T>>;
  put<T = unknown>(
    url: string,
    data?: unknown,
    config?: AxiosRequestConfig,
  ): Promise<AxiosResponse<T>>;
  patch<T = unknown>(
    url: string,
    data?: unknown,
    config?: AxiosRequestConfig,
  ): Promise<AxiosResponse<T>>;
}

function configure(instance: AxiosInstance): AxiosInstance {
  instance.interceptors.request.use((config) => {
    const token = readStorage(storageKeys.token);
    if (token) {
      config.headers.set('x-auth-token', token);
      config.headers.set('x-access-token', token);
    }
    return config;
  });
  instance.interceptors.response.use(
    (response) => {
      onReachable();
      return response;
    },
    (error: unknown) => {
      if (isAxiosError(error) && error.response) onReachable();
      return Promise.reject(error);
    },
  );
  return instance;
}

let axiosModule: Promise<{ default: AxiosStatic }> | undefined;
const loadAxios = () => (axiosModule ??= import('axios'));

/** Starts fetching axios ahead of a call the patient is about to make (e.g. on a form's focus). */
export function warmApiClient(): void {
  void loadAxios();
  preloadServerTexts();
}

function createClient(baseURL: string): ApiClient {
  let instance: Promise<AxiosInstance> | undefined;
  const ready = () =>
    (instance ??= loadAxios().then(({ default: axios }) =>
      configure(
        axios.create({
          baseURL,
          timeout: 30_000,
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    ));
  return {
    get: (url, config) => ready().then((client) => client.get(url, config)),
    delete: (url, config) => ready().then((client) => client.delete(url, config)),
    post: (url, data, config) => ready().then((client) => client.post(url, data, config)),
    put: (url, data, config) => ready().then((client) => client.put(url, data, config)),
    patch: (url, data, config) => ready().then((client) => client.patch(url, data, config)),
  };
}

export const api = createClient(env.apiUrl);

/** The medication-refill site's API host (medical information and searches). */
export const medicationApi = createClient(env.medicationApiUrl);
