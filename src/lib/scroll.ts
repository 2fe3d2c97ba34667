/** Spec: each page scrolls to its own section on load, an 800 ms animation. */
export const SCROLL_DURATION_MS = 800;

const easeInOut = (p: number) => (p < 0.5 ? 2 * p * p : 1 - (-2 * p + 2) ** 2 / 2);

/** Animates the window to `targetY`; jumps at once when the patient asked for reduced motion. */
export function animateScrollTo(targetY: number, duration = SCROLL_DURATION_MS): void {
  const startY = window.scrollY;
  const distance = targetY - startY;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  if (distance === 0) return;
  if (reduced || duration <= 0 || typeof window.requestAnimationFrame !== 'function') {
    window.scrollTo(0, targetY);
    return;
  }
  const start = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - start) / duration);
    window.scrollTo(0, startY + distance * easeInOut(progress));
    if (progress < 1) window.requestAnimationFrame(step);
  };
  window.requestAnimationFrame(step);
}
