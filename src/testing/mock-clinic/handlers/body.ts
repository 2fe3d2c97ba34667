// Request bodies arrive from the network: read them as unknown and coerce field by field, as a
// server must, instead of trusting the client's types.

export type Body = Record<string, unknown>;

export async function readBody(request: Request): Promise<Body> {
  try {
    const parsed: unknown = await request.json();
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Body)
      : {};
  } catch {
    return {};
  }
}

/** A trimmed string, or '' for anything that is not a string or number. */
export function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** A password as typed: never trimmed. */
export function secret(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function twoDigits(value: string): string {
  return /^\d$/.test(value) ? `0${value}` : value;
}

export function paramOf(value: string | readonly string[] | undefined): string {
  return typeof value === 'string' ? value : (value?.[0] ?? '');
}
