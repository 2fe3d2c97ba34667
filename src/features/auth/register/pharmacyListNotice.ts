import type { LoadStatus } from '../../../state/load';

export type PharmacyListNotice = 'fields:pharmacy.stillLoading' | 'fields:pharmacy.notLoaded';

/**
 * What Sign Up says when it stops at the empty preferred pharmacy (issue 26 point 3). While the
 * patient could have chosen one, the rule's own words ('Preferred Pharmacy cannot be empty.');
 * while the list is on its way, or after it failed, 'cannot be empty' sent patients looking for a
 * choice that was not there: the message says why, and after a failure, what to press.
 */
export function pharmacyListNotice(status: LoadStatus): PharmacyListNotice | null {
  if (status === 'failed') return 'fields:pharmacy.notLoaded';
  if (status === 'loading') return 'fields:pharmacy.stillLoading';
  return null;
}
