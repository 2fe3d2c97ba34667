import type { Pharmacy } from '../../../api/types';
import { db } from '../db';

/**
 * The stored pharmacy a request means, by its _id (as an object or a bare id). The client's copy
 * is never stored: it may be stale or edited.
 */
export function findPharmacy(value: unknown): Pharmacy | undefined {
  const id =
    typeof value === 'string'
      ? value
      : typeof value === 'object' && value !== null && '_id' in value
        ? (value as { _id: unknown })._id
        : undefined;
  if (typeof id !== 'string' || !id) return undefined;
  const found = db.state.pharmacies.find((pharmacy) => pharmacy._id === id);
  return found ? structuredClone(found) : undefined;
}
