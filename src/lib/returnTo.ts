import { safeReturnPath } from './safePath';
import { readSession, removeSession, storageKeys, writeSession } from './storage';

/** Remembers where a visitor was going when sent to log in (same-origin paths only). */
export function rememberReturnTo(path: string): void {
  const safe = safeReturnPath(path);
  if (safe) writeSession(storageKeys.returnTo, safe);
}

/** The remembered path, once; /dashboard when there is none or it is not safe. */
export function takeReturnTo(): string {
  const safe = safeReturnPath(readSession(storageKeys.returnTo));
  removeSession(storageKeys.returnTo);
  return safe ?? '/dashboard';
}
