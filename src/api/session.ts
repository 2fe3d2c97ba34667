import type { AxiosRequestConfig, AxiosResponse } from 'axios';
import { readStorage, storageKeys } from '../lib/storage';
import { toApiError } from './errors';

// Binds each call to the login session of the tab that makes it. Tabs share one session (its
// mark in storage), but a tab may still show a patient whose session another tab has ended or
// replaced (the other tab logged out, or someone else logged in there): such a tab must not send
// a request as that patient, and an answer that arrives after its session ended must change
// nothing.

export interface SessionBinding {
  /** The token of the session this tab shows (held in memory only), or null for a visitor. */
  token(): string | null;
  /** The mark the tabs share for that session (src/features/auth/session.ts). */
  mark(): string | null;
  /**
   * True once a script we do not own and that has no place beside a session (reCAPTCHA,
   * analytics) has been loaded into this page: calls then go without the token
   * (docs/session-security.md). The page with the session is loaded afresh (src/app/guards.tsx).
   */
  hidden(): boolean;
  /** Called when the stored session is no longer the tab's own: the tab ends its session. */
  changedElsewhere(): void;
}

/** A promise that never settles: the caller's thunk stops where it is, writing and showing nothing. */
const dropped = <T>() => new Promise<T>(() => {});

/**
 * A call that means something only to the session (the navigation's count of messages awaiting a
 * reply): beside a third-party script it is not sent at all, since as a visitor's it could only
 * be refused, and the refusal would be the page's console error.
 */
export interface SessionOnlyConfig extends AxiosRequestConfig {
  sessionOnly?: true;
}

/** Authenticates the call as the tab's session and drops its answer if that session has ended. */
export function bindSessionTo<T>(
  session: SessionBinding,
  { sessionOnly, ...config }: SessionOnlyConfig = {},
  send: (config: AxiosRequestConfig) => Promise<AxiosResponse<T>>,
): Promise<AxiosResponse<T>> {
  const headers = { ...(config.headers as Record<string, string> | undefined) };
  // An explicit token is a call about that very session (ending it), sent whatever the tab shows.
  const explicit = headers['x-auth-token'];
  const held = session.token();
  // Beside a third-party script the tab's session is not used: the call goes as a visitor's.
  const withheld = explicit === undefined && held !== null && session.hidden();
  if (withheld && sessionOnly) return dropped();
  const token = explicit ?? (withheld ? null : held);
  if (explicit === undefined && token !== null) {
    if (readStorage(storageKeys.session) !== session.mark()) {
      session.changedElsewhere();
      return dropped();
    }
    headers['x-auth-token'] = token;
    // A form's own access token, sent by the page that pays for it, stays as it was.
    headers['x-access-token'] ??= token;
  }
  const current = () => explicit !== undefined || held === null || session.token() === held;
  return send({ ...config, headers }).then(
    (response) => (current() ? response : dropped<AxiosResponse<T>>()),
    (error: unknown) => {
      // A refusal of a call sent without the session says nothing about the session.
      if (withheld && toApiError(error).kind === 'tokenNotValid')
        return dropped<AxiosResponse<T>>();
      return current() ? Promise.reject(error) : dropped<AxiosResponse<T>>();
    },
  );
}
