import axios, { type AxiosInstance } from 'axios';
import { env } from '../config/env';
import { readStorage, storageKeys } from '../lib/storage';

// One axios instance per host. Components never call these; feature api.ts files do.

type Listener = () => void;
let onReachable: Listener = () => {};

/** The store registers here so any answer from the service clears the "not available" banner. */
export function onServiceReachable(listener: Listener): void {
  onReachable = listener;
}

function createClient(baseURL: string): AxiosInstance {
  const instance = axios.create({
    baseURL,
    timeout: 30_000,
    headers: { 'Content-Type': 'application/json' },
  });
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
      if (axios.isAxiosError(error) && error.response) onReachable();
      return Promise.reject(error);
    },
  );
  return instance;
}

export const api = createClient(env.apiUrl);

/** The medication-refill site's API host (medical information and searches). */
export const medicationApi = createClient(env.medicationApiUrl);
