// Types of yaml-module.mjs for vite.config.ts.

import type { Plugin } from 'vite';

export function yamlModules(): Plugin;
