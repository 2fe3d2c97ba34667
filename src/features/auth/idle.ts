// Pure part of the idle logout, so the timing rule is testable without timers or tabs.

/** The latest activity any tab reported; a bad stored value never counts as activity. */
export function latestActivity(own: number, shared: string | null): number {
  const other = Number(shared);
  return Number.isFinite(other) && other > own ? other : own;
}

/** Milliseconds until logout (0 or less means: log out now). */
export function msUntilIdle(lastActivity: number, now: number, timeoutMs: number): number {
  return lastActivity + timeoutMs - now;
}
