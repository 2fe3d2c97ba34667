import { isCanada } from '../../../lib/countries';
import { OTHER_PROVINCE } from '../../../lib/provinces';

// docs/account.md#registration-fee-notices: which notice, by country and health card province:
// outside Canada; a B.C. card (entered correctly, else charged as private pay on a mismatch);
// Quebec or no Canadian card; the other provinces (car crash only). The amounts are the Fee
// Schedule's (FeeNotice.tsx), not the spec's $250.00 and $5.00.

export type FeeNotice = 'outsideCanada' | 'bc' | 'private' | 'outOfProvince';

export function registrationFeeNotice(
  country: string,
  healthCardProvince: string,
): FeeNotice | null {
  if (country.trim() === '') return null;
  if (!isCanada(country)) return 'outsideCanada';
  if (healthCardProvince === '') return null;
  if (healthCardProvince === 'BC') return 'bc';
  if (healthCardProvince === 'QC' || healthCardProvince === OTHER_PROVINCE) return 'private';
  return 'outOfProvince';
}
