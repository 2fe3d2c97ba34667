/** A call's query values: absent ones (undefined or null) are left out. */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/**
 * The client's query serializer. The browser's URLSearchParams does what axios's own serializer
 * does for the flat values the portal sends, which lets builds leave axios's (and the
 * object-to-FormData converter it pulls in) out of every page (scripts/axios-unused.mjs).
 */
export function queryString(params: QueryParams): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) query.append(name, String(value));
  }
  return query.toString();
}
