import { createElement, lazy, type ComponentType } from 'react';

/** A page in its own chunk that can also be fetched ahead of its first render. */
export type LazyPage = ComponentType & { preload: () => Promise<unknown> };

/**
 * Once fetched (by preload, or by a first render), the page renders at once instead of suspending
 * again. The first page of a visit is fetched before React starts, so React's first render is the
 * page itself, not a spinner the page then replaces (on a prerendered page that swap would be
 * a visible flash and a layout shift).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | null = null;
  let pending: Promise<{ default: ComponentType }> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // Asked again on the next visit (a network blip may be over). A chunk a release replaced
        // stays failed in this document: the error boundary reloads the page once for it
        // (src/app/crashReporting.ts).
        pending = null;
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  const Page = () => createElement(loaded ?? Lazy);
  return Object.assign(Page, { preload });
}
