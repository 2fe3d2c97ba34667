import type { AxiosError } from 'axios';

/**
 * axios.isAxiosError without importing axios: the client loads axios lazily, so code that only
 * inspects failures must not pull it into a page's first download. Axios marks its errors the
 * same way (`isAxiosError === true`), which is all its own helper checks.
 */
export function isAxiosError<T = unknown>(error: unknown): error is AxiosError<T> {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}
