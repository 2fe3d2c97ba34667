// Work a page can start a little later without anyone noticing, kept off its first load.

const ACTIONS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * The page has been used (the browser's user activation: a login typed and sent in this
 * document). True where the browser cannot tell, so the work is not held back there.
 */
export function pageHasBeenUsed(): boolean {
  const activation = (navigator as Partial<Navigator>).userActivation;
  return !activation || activation.hasBeenActive;
}

/** How the task came to run: `waited` when it was held back for the patient's first action. */
export interface FirstActionStart {
  waited: boolean;
}

/**
 * Runs `task` at once when the page has already been used, otherwise at the patient's first
 * action in the page (a tap, click, key or wheel) or after `fallbackMs`, whichever is first.
 * Returns a cancel function.
 */
export function afterFirstAction(
  task: (start: FirstActionStart) => void,
  fallbackMs: number,
): () => void {
  if (pageHasBeenUsed()) {
    task({ waited: false });
    return () => undefined;
  }
  let pending = true;
  const stop = () => {
    pending = false;
    clearTimeout(timer);
    for (const type of ACTIONS) window.removeEventListener(type, run, true);
  };
  function run() {
    if (!pending) return;
    stop();
    task({ waited: true });
  }
  const timer = setTimeout(run, fallbackMs);
  for (const type of ACTIONS) window.addEventListener(type, run, { capture: true, passive: true });
  return stop;
}
