// Staff write plain text. A patient must be able to trust every link the portal makes clickable,
// so only https links to the clinic's own hosts become links; everything else (other sites,
// http, markup someone pasted) stays text, and React prints text as text.

export type Segment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// A candidate runs from the scheme to the next space or character that cannot end a link in
// prose; its trailing punctuation is given back to the sentence below.
const CANDIDATE = /https?:\/\/[^\s<>"'`]+/gi;
const TRAILING = /[.,;:!?)\]}]+$/;

/** Host names as compared: lower case, without a trailing dot. */
export function normalizeHost(host: string): string {
  return host.trim().toLowerCase().replace(/\.$/, '');
}

/** The host of a URL string, or null when it is not a URL. */
export function hostOf(url: string): string | null {
  try {
    return normalizeHost(new URL(url).hostname);
  } catch {
    return null;
  }
}

/** The address a candidate may link to, or null when it must stay text. */
export function safeHref(candidate: string, allowedHosts: ReadonlySet<string>): string | null {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  // user@host and odd ports are how look-alike links hide where they really go.
  if (url.username || url.password || url.port) return null;
  if (!allowedHosts.has(normalizeHost(url.hostname))) return null;
  return url.href;
}

function pushText(segments: Segment[], text: string): void {
  if (!text) return;
  const last = segments[segments.length - 1];
  if (last?.kind === 'text') last.text += text;
  else segments.push({ kind: 'text', text });
}

/**
 * Splits text into plain text and safe links. Joining every segment's text gives back the
 * input exactly, so nothing a staff member wrote is lost or changed.
 */
export function linkify(text: string, allowedHosts: Iterable<string>): Segment[] {
  const hosts = new Set(Array.from(allowedHosts, normalizeHost));
  const segments: Segment[] = [];
  let cursor = 0;
  for (const match of text.matchAll(CANDIDATE)) {
    const start = match.index;
    const raw = match[0].replace(TRAILING, '');
    const href = safeHref(raw, hosts);
    if (!href) continue;
    pushText(segments, text.slice(cursor, start));
    segments.push({ kind: 'link', text: raw, href });
    cursor = start + raw.length;
  }
  pushText(segments, text.slice(cursor));
  return segments;
}
