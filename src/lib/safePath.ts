// A remembered "return to" path is only ever a path on this site: anything that could make the
// browser leave (scheme, protocol-relative //host, backslash tricks, control characters) is refused.

function hasControlChars(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

export function safeReturnPath(candidate: unknown): string | null {
  if (typeof candidate !== 'string') return null;
  const value = candidate.trim();
  if (!value.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value.includes('\\') || hasControlChars(value)) return null;
  try {
    const base = 'https://portal.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return null;
    const path = url.pathname + url.search + url.hash;
    // Parsing collapses dot segments ('/.//evil.example' becomes '//evil.example'), so the
    // result is checked again: a router handed '//host' would leave the site.
    return path.startsWith('//') ? null : path;
  } catch {
    return null;
  }
}
