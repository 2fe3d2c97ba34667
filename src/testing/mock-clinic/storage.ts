/** The browser's localStorage, or null where there is none or it is disabled. */
export function defaultStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Reading localStorage throws where storage is disabled (sandboxed frames, some privacy modes).
    return null;
  }
}

export function readJson(storage: Storage | null, key: string): unknown {
  try {
    const raw = storage?.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

export function writeJson(storage: Storage | null, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // A full or disabled storage leaves the mock working in memory.
  }
}
