// Types of preload-deps.mjs for vite.config.ts and its test.
import type { Plugin } from 'vite';

export interface BundleChunk {
  type: 'chunk' | 'asset';
  imports?: string[];
}

export function staticallyLoaded(
  bundle: Record<string, BundleChunk>,
  fileName: string,
): Set<string>;

export function preloadDeps(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], context: { hostId: string }) => string[];
};
