// A dynamic import's preload list, without the chunks its importer has already loaded.
//
// Vite lists, for each import() of a route or dialog, every chunk it needs, so they are fetched
// together (no waterfall). That list also names the chunks the importing chunk itself imports
// statically: they are in the page already (the importer is running), so naming them fetches
// nothing, yet their names (hashes included) sit in the entry chunk's table: 0.5 KB gzip on
// every page's first load (docs/constants.md#first-load-budget). This plugin keeps the bundle's
// static import graph, and `withoutLoadedChunks` is the build's modulePreload.resolveDependencies.

/** The chunks a chunk loads before it runs: its static imports, and theirs. */
export function staticallyLoaded(bundle, fileName) {
  const seen = new Set();
  const visit = (name) => {
    const chunk = bundle[name];
    if (!chunk || chunk.type !== 'chunk') return;
    for (const imported of chunk.imports) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      visit(imported);
    }
  };
  visit(fileName);
  return seen;
}

/** @returns {{ plugin: import('vite').Plugin, resolveDependencies: (file: string, deps: string[], context: { hostId: string }) => string[] }} */
export function preloadDeps() {
  let bundle = null;
  const cache = new Map();
  return {
    plugin: {
      name: 'preload-deps',
      apply: 'build',
      // Before Vite writes the preload lists (its own generateBundle).
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output;
          cache.clear();
        },
      },
    },
    resolveDependencies(_file, deps, { hostId }) {
      if (!bundle) return deps;
      let loaded = cache.get(hostId);
      if (!loaded) {
        loaded = staticallyLoaded(bundle, hostId);
        cache.set(hostId, loaded);
      }
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}
