/** How long a journey waits for what a patient would wait for: an answer, a page. */
export const WAIT_MS = 15_000;
const STEP_MS = 100;

/**
 * Polls `probe` until it returns something other than null, like a patient watching the page.
 * On time-out it throws `describe()`'s words, so a failure says what was awaited.
 */
export async function waitUntil<T>(
  probe: () => Promise<T | null>,
  describe: () => string,
  timeout = WAIT_MS,
): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`Waited ${timeout} ms for ${describe()}`);
    await new Promise((resolve) => setTimeout(resolve, STEP_MS));
  }
}

export function describeTarget(target: { by: string; value: string; partial?: boolean }): string {
  return `${target.by} ${target.partial ? 'containing' : ''} ${JSON.stringify(target.value)}`.replace(
    /\s+/g,
    ' ',
  );
}
