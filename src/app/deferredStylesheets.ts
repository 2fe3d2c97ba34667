/**
 * A prerendered page carries its own CSS inline and asks for the whole stylesheet as a "print"
 * sheet marked data-media (scripts/prerender.mjs), so the stylesheet never holds up its first
 * paint. Before the app draws anything that CSS may not cover, the sheet is switched on and
 * waited for. A sheet that fails to load is not waited on forever: the page still works.
 */
export function enableDeferredStylesheets(
  root: ParentNode = document,
  maxWaitMs = 5_000,
): Promise<void> {
  const links = root.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][data-media]');
  const loads = [...links].map(
    (link) =>
      new Promise<void>((resolve) => {
        link.media = link.dataset.media ?? 'all';
        link.removeAttribute('data-media');
        if (link.sheet) {
          resolve();
          return;
        }
        link.addEventListener('load', () => resolve(), { once: true });
        link.addEventListener('error', () => resolve(), { once: true });
        // One that failed before this ran sends no event.
        setTimeout(resolve, maxWaitMs);
      }),
  );
  return Promise.all(loads).then(() => undefined);
}
