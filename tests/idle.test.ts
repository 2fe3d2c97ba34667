// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { latestActivity, msUntilIdle } from '../src/features/auth/idle';

describe('idle logout timing', () => {
  it('counts activity from another tab when it is newer', () => {
    expect(latestActivity(1000, '5000')).toBe(5000);
    expect(latestActivity(9000, '5000')).toBe(9000);
  });

  it('ignores a missing or broken shared value', () => {
    expect(latestActivity(1000, null)).toBe(1000);
    expect(latestActivity(1000, 'abc')).toBe(1000);
  });

  it('logs out exactly 5 minutes after the last activity', () => {
    expect(msUntilIdle(0, 299_999, 300_000)).toBe(1);
    expect(msUntilIdle(0, 300_000, 300_000)).toBe(0);
  });
});
