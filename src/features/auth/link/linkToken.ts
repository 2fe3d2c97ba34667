import { readSession, removeSession, sessionKeys, writeSession } from '../../../lib/storage';

// A mailed login link's token leaves the address bar as soon as the page has read it
// (/auth-message/{token} becomes /auth-message, review findings 4 and 10): it is kept in this
// tab's sessionStorage, so a reload before it is used still finds it, and forgotten once used,
// refused or declined ("Stay logged in"). Where sessionStorage is blocked it is kept in memory.

export const LINK_TOKEN_KEY = sessionKeys.authLinkToken;

let inMemory: string | null = null;

export function keepLinkToken(token: string): void {
  inMemory = token;
  writeSession(LINK_TOKEN_KEY, token);
}

export function keptLinkToken(): string | null {
  return readSession(LINK_TOKEN_KEY) ?? inMemory;
}

export function forgetLinkToken(): void {
  inMemory = null;
  removeSession(LINK_TOKEN_KEY);
}
