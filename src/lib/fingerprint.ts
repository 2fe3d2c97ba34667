// A short, one-way name for a secret, to recognise it later without keeping it (security review
// N3): the tabs compare the fingerprint of an ended session's token with their own token's.
//
// Not SHA-256: the storage event that needs it runs synchronously, and crypto.subtle is async.
// It need not be: a session token is a long random string, so 106 bits of a well-mixed hash say
// nothing that would let anyone rebuild or guess it; they only have to tell two tokens apart.

/** cyrb53 (public domain): a fast 53-bit string hash with good mixing. */
function cyrb53(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** 28 hex digits naming `secret`; the same secret always gives the same fingerprint. */
export function fingerprint(secret: string): string {
  const part = (seed: number) => cyrb53(secret, seed).toString(16).padStart(14, '0');
  return part(1) + part(2);
}
