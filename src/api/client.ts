import type { AxiosInstance, AxiosRequestConfig, AxiosResponse, AxiosStatic } from 'axios';
import { env } from '../config/env';
import { preloadServerTexts } from '../i18n';
import { isAxiosError } from './isAxiosError';
import { queryString, type QueryParams } from './queryString';
import { bindSessionTo, type SessionBinding } from './session';

// One client per host. Components never call these; feature api.ts files do.
//
// Axios is about a seventh of the JavaScript budget of / and /login, and neither page needs it to
// draw: it is fetched on the first call (or when warmApiClient() hints that a call is near), so
// it never delays the first paint.

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * Sent and forgotten (ending a session on the service): its answer tells the page nothing,
     * not even that the service is reachable again, since the patient is told about the call
     * that failed before it.
     */
    unnoticed?: boolean;
  }
}

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

let session: SessionBinding = {
  // Until a store binds itself (unit tests of a single call), the tab is a visitor's.
  token: () => null,
  mark: () => null,
  hidden: () => false,
  changedElsewhere: () => {},
};

/**
 * The store tells the client which session this tab holds and how to end it. Every request then
 * carries that session's token, never whatever another tab has put in storage since.
 */
export function bindApiSession(binding: SessionBinding): void {
  session = binding;
}

let lastCallAt = 0;

/** How long since this tab last asked the service anything (the service's own idle clock). */
export function msSinceLastCall(now: number = Date.now()): number {
  return now - lastCallAt;
}

function configure(instance: AxiosInstance): AxiosInstance {
  instance.interceptors.request.use((config) => {
    lastCallAt = Date.now();
    return config;
  });
  instance.interceptors.response.use(
    (response) => {
      if (!response.config.unnoticed) onReachable();
      return response;
    },
    (error: unknown) => {
      if (isAxiosError(error) && error.response && !error.config?.unnoticed) onReachable();
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
          // XMLHttpRequest, the one transport a browser always has and the only one that reports
          // an upload's progress (the documents page shows it); Node's http where there is no
          // XMLHttpRequest (unit tests; a browser build has no http transport). Named here so the
          // build can leave out axios's fetch transport, which is never chosen (vite.config.ts).
          adapter: ['xhr', 'http'],
          baseURL,
          timeout: 30_000,
          headers: { 'Content-Type': 'application/json' },
          paramsSerializer: { serialize: (params) => queryString(params as QueryParams) },
          // The session travels in x-auth-token, not in a cookie: there is no XSRF token to send,
          // and a browser build leaves axios's cookie reader out (scripts/axios-unused.mjs).
          withXSRFToken: false,
        }),
      ),
    ));
  const send = <T>(
    config: AxiosRequestConfig | undefined,
    call: (client: AxiosInstance, config: AxiosRequestConfig) => Promise<AxiosResponse<T>>,
  ) => bindSessionTo(session, config, (bound) => ready().then((client) => call(client, bound)));
  return {
    get: (url, config) => send(config, (client, bound) => client.get(url, bound)),
    delete: (url, config) => send(config, (client, bound) => client.delete(url, bound)),
    post: (url, data, config) => send(config, (client, bound) => client.post(url, data, bound)),
    put: (url, data, config) => send(config, (client, bound) => client.put(url, data, bound)),
    patch: (url, data, config) => send(config, (client, bound) => client.patch(url, data, bound)),
  };
}

export const api = createClient(env.apiUrl);

/** The medication-refill site's API host (medical information and searches). */
export const medicationApi = createClient(env.medicationApiUrl);
