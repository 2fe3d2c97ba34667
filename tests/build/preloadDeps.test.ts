import { describe, expect, it } from 'vitest';
import { preloadDeps, staticallyLoaded } from '../../scripts/preload-deps.mjs';

// scripts/preload-deps.mjs: a dynamic import's preload list leaves out the chunks its importer
// has already loaded, and nothing else.

const chunk = (imports: string[]) => ({ type: 'chunk' as const, imports });
const bundle = {
  'index.js': chunk(['react.js', 'store.js']),
  'react.js': chunk([]),
  'store.js': chunk(['immer.js']),
  'immer.js': chunk([]),
  'Dashboard.js': chunk(['store.js', 'card.js']),
  'card.js': chunk(['react.js']),
  'Dialog.js': chunk(['modal.js']),
  'modal.js': chunk(['react.js']),
  'style.css': { type: 'asset' as const },
};

describe('the preload lists of dynamic imports', () => {
  it("know a chunk's static imports, and theirs", () => {
    expect(staticallyLoaded(bundle, 'index.js')).toEqual(
      new Set(['react.js', 'store.js', 'immer.js']),
    );
    expect(staticallyLoaded(bundle, 'Dashboard.js')).toEqual(
      new Set(['store.js', 'immer.js', 'card.js', 'react.js']),
    );
    expect(staticallyLoaded(bundle, 'missing.js')).toEqual(new Set());
  });

  it('leave out what the importer has loaded, and keep what it has not', () => {
    const { plugin, resolveDependencies } = preloadDeps();
    // Before the bundle is known, the list is Vite's as it stands.
    expect(
      resolveDependencies('Dashboard.js', ['store.js', 'card.js'], { hostId: 'index.js' }),
    ).toEqual(['store.js', 'card.js']);
    const generate = plugin.generateBundle as { handler: (o: unknown, b: unknown) => void };
    generate.handler({}, bundle);
    expect(
      resolveDependencies(
        'Dashboard.js',
        ['Dashboard.js', 'store.js', 'immer.js', 'card.js', 'react.js'],
        {
          hostId: 'index.js',
        },
      ),
    ).toEqual(['Dashboard.js', 'card.js']);
    expect(
      resolveDependencies('Dialog.js', ['Dialog.js', 'modal.js', 'react.js'], {
        hostId: 'Dashboard.js',
      }),
    ).toEqual(['Dialog.js', 'modal.js']);
  });
});
