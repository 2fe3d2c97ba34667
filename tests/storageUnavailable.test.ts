import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  readSession,
  readStorage,
  removeSession,
  removeStorage,
  writeSession,
  writeStorage,
} from '../src/lib/storage';

// Private mode, a full quota or storage switched off make the browser's storage throw; the portal
// reads nothing and remembers nothing then, and goes on working.
const AREAS = [
  { area: 'localStorage', read: readStorage, write: writeStorage, remove: removeStorage },
  { area: 'sessionStorage', read: readSession, write: writeSession, remove: removeSession },
] as const;

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe.each(AREAS)('$area', ({ area, read, write, remove }) => {
  it('reads, writes and removes a key', () => {
    write('k', 'v');
    expect(window[area].getItem('k')).toBe('v');
    expect(read('k')).toBe('v');
    remove('k');
    expect(read('k')).toBeNull();
  });

  it('reads nothing and remembers nothing when the area cannot be opened', () => {
    vi.spyOn(window, area, 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(read('k')).toBeNull();
    expect(() => write('k', 'v')).not.toThrow();
    expect(() => remove('k')).not.toThrow();
  });

  it('goes on when a write does not fit', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(() => write('k', 'v')).not.toThrow();
    expect(read('k')).toBeNull();
  });
});
