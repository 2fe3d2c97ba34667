import type { AxiosRequestConfig, AxiosResponse } from 'axios';
import { readStorage, storageKeys } from '../lib/storage';

// Binds each call to the login session of the tab that makes it. Tabs share one stored session,
// but a tab may still show a patient whose session another tab has ended or replaced (the other
// tab logged out, or someone else logged in there): such a tab must not send a request with the
// new token, and an answer that arrives after its session ended must change nothing.

export interface SessionBinding {
  /** The token of the session this tab shows, or null for a visitor. */
  token(): string | null;
  /** Called when the stored session is no longer the tab's own: the tab ends its session. */
  changedElsewhere(): void;
}

/** A promise that never settles: the caller's thunk stops where it is, writing and showing nothing. */
const dropped = <T>() => new Promise<T>(() => {});

/** Authenticates the call as the tab's session and drops its answer if that session has ended. */
export function bindSessionTo<T>(
  session: SessionBinding,
  config: AxiosRequestConfig | undefined,
  send: (config: AxiosRequestConfig) => Promise<AxiosResponse<T>>,
): Promise<AxiosResponse<T>> {
  const headers = { ...(config?.headers as Record<string, string> | undefined) };
  // An explicit token is a call about that very session (ending it), sent whatever the tab shows.
  const explicit = headers['x-auth-token'];
  const token = explicit ?? session.token();
  if (explicit === undefined && token !== null) {
    if (readStorage(storageKeys.token) !== token) {
      session.changedElsewhere();
      return dropped();
    }
    headers['x-auth-token'] = token;
    // A form's own access token, sent by the page that pays for it, stays as it was.
    headers['x-access-token'] ??= token;
  }
  const current = () => explicit !== undefined || token === null || session.token() === token;
  return send({ ...config, headers }).then(
    (response) => (current() ? response : dropped<AxiosResponse<T>>()),
    (error: unknown) => (current() ? Promise.reject(error) : dropped<AxiosResponse<T>>()),
  );
}
