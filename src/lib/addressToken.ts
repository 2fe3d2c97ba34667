import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { readSession, sessionKeys, writeSession } from './storage';

// A page opened from an e-mailed link (records, message reply, upload) reads its token from the
// address once, keeps it in this tab's sessionStorage and replaces the address by one without
// it: the token is then neither shown on screen nor kept in the browser's history, and a reload
// of the clean address still finds it. Another link opened later (in this tab or a new one)
// carries its own token, which replaces the kept one.

/** The sessionStorage keys of the tokens (the upload token's is in sessionScopedKeys too). */
export const addressTokenKeys = {
  records: 'records.token',
  reply: 'messages.replyToken',
  upload: sessionKeys.uploadToken,
} as const;

export type AddressTokenKey = (typeof addressTokenKeys)[keyof typeof addressTokenKeys];

// Where sessionStorage is blocked, the tab keeps the token in memory (a reload then loses it).
const inMemory = new Map<AddressTokenKey, string>();

export function keepAddressToken(key: AddressTokenKey, token: string): void {
  inMemory.set(key, token);
  writeSession(key, token);
}

export function keptAddressToken(key: AddressTokenKey): string | null {
  return readSession(key) ?? inMemory.get(key) ?? null;
}

/**
 * The page's token: `undefined` while the address still holds it (the address is being replaced
 * by `cleanPath`; render nothing that uses the token yet), then the kept token, or null when
 * there is none (the clean address opened without a link).
 */
export function useAddressToken(
  key: AddressTokenKey,
  fromAddress: string | null | undefined,
  cleanPath: string,
): string | null | undefined {
  const navigate = useNavigate();
  const inAddress = fromAddress?.trim() ? fromAddress.trim() : null;
  useEffect(() => {
    if (inAddress === null) return;
    keepAddressToken(key, inAddress);
    // No query or hash either: the new address says nothing the old one held.
    navigate(cleanPath, { replace: true });
  }, [key, inAddress, cleanPath, navigate]);
  return inAddress === null ? keptAddressToken(key) : undefined;
}
