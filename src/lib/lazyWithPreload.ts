import { createElement, lazy, type ComponentType } from 'react';

/** A component in its own chunk that can also be fetched ahead of its first render. */
export type Preloadable<P extends object = object> = ComponentType<P> & {
  preload: () => Promise<unknown>;
};

/**
 * Once fetched (by preload, or by a first render), the component renders at once instead of
 * suspending again. The first page of a visit is fetched before React starts, so React's first
 * render is the page itself, not a spinner the page then replaces (on a prerendered page that swap
 * would be a visible flash and a layout shift). A dialog fetched when the patient starts on the
 * field that opens it is there when it is needed, without weighing on the page's first load.
 */
export function lazyWithPreload<P extends object = object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // Asked again on the next use (a network blip may be over). A chunk a release replaced
        // stays failed in this document: the error boundary reloads the page once for it
        // (src/app/crashReporting.ts).
        pending = null;
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  const Component = (props: P) => createElement(loaded ?? Lazy, props);
  return Object.assign(Component, { preload });
}
