// Random identifiers for tokens, codes and records. crypto.randomUUID exists only in secure
// contexts, so a dev server opened over a LAN address falls back to getRandomValues.

function randomHex(bytes: number): string {
  const values = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(values);
  return Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('');
}

function uuidHex(): string {
  return typeof globalThis.crypto.randomUUID === 'function'
    ? globalThis.crypto.randomUUID().replaceAll('-', '')
    : randomHex(16);
}

/** An opaque bearer token, as long as a real one. */
export function createToken(): string {
  return `${uuidHex()}${uuidHex()}`;
}

/** A Mongo-like 24-hex-digit id, the shape the real service's ids have. */
export function createRecordId(): string {
  return uuidHex().slice(0, 24);
}

export function createSixDigitCode(): string {
  const values = new Uint32Array(1);
  globalThis.crypto.getRandomValues(values);
  return String((values[0] ?? 0) % 1_000_000).padStart(6, '0');
}
