/** A plain object whose fields can be read by name (not null, not an array): JSON read back. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
