import type { FeeConfig } from '../api/types';

/** Built-in fees, used when the service and the cache both fail (docs/constants.md#fees). */
export const DEFAULT_FEES: FeeConfig = {
  SICK_NOTE: { MSP_ELIGIBLE: 65, PRIVATE: 130 },
  LAB_TEST: { MSP_ELIGIBLE: 20, PRIVATE: 100 },
  SCHOOL_WORK_FORM: { FIRST_PAGE: 250, ADDITIONAL_PAGE: 75, DISABILITY_FLAT_FEE: 750 },
};

export const FEE_CACHE_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface FeeCache {
  fees: FeeConfig;
  timestamp: number;
}

function isAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

function hasAmounts(value: unknown, keys: readonly string[]): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return keys.every((key) => isAmount(record[key]));
}

/** A fee config is only trusted when every amount is a sensible number. */
export function isFeeConfig(value: unknown): value is FeeConfig {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    hasAmounts(record.SICK_NOTE, ['MSP_ELIGIBLE', 'PRIVATE']) &&
    hasAmounts(record.LAB_TEST, ['MSP_ELIGIBLE', 'PRIVATE']) &&
    hasAmounts(record.SCHOOL_WORK_FORM, ['FIRST_PAGE', 'ADDITIONAL_PAGE', 'DISABILITY_FLAT_FEE'])
  );
}

export function parseFeeCache(raw: string | null): FeeCache | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { fees, timestamp } = parsed as Record<string, unknown>;
    if (!isFeeConfig(fees) || typeof timestamp !== 'number') return null;
    return { fees, timestamp };
  } catch {
    return null;
  }
}

export type FeeSource = 'service' | 'cache' | 'default';

/** After a failed fetch: a cache younger than 24 hours, else the built-in defaults. */
export function fallbackFees(
  cache: FeeCache | null,
  now: number,
): { fees: FeeConfig; source: FeeSource } {
  if (cache && now - cache.timestamp >= 0 && now - cache.timestamp < FEE_CACHE_LIFETIME_MS) {
    return { fees: cache.fees, source: 'cache' };
  }
  return { fees: DEFAULT_FEES, source: 'default' };
}
