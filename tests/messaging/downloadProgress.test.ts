import { describe, expect, it } from 'vitest';
import { progressPercent } from '../../src/features/records/downloadProgress';

// docs/records.md#records-file-list: percent when the size is known, else bytes (null here).
describe('a record download’s percent', () => {
  it('is whole, rounded down, so 100 means every byte arrived', () => {
    expect(progressPercent({ loaded: 0, total: 4096 })).toBe(0);
    expect(progressPercent({ loaded: 2048, total: 4096 })).toBe(50);
    expect(progressPercent({ loaded: 4095, total: 4096 })).toBe(99);
    expect(progressPercent({ loaded: 4096, total: 4096 })).toBe(100);
  });

  it('never passes 100 when the service undercounts the size', () => {
    expect(progressPercent({ loaded: 5000, total: 4096 })).toBe(100);
  });

  it('is unknown without a size', () => {
    expect(progressPercent({ loaded: 2048, total: null })).toBeNull();
    expect(progressPercent({ loaded: 2048, total: 0 })).toBeNull();
  });
});
