import { isCanada } from './countries';
import { OTHER_PROVINCE } from './provinces';

// Spec 01 §5 Fee notices, by country and health card province: outside Canada a $250.00 booking
// fee; a B.C. card must be entered correctly ($250.00 on a mismatch); Quebec or no Canadian card
// $250; the other provinces an out-of-province fee of $5.00.

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
