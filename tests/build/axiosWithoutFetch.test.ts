import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// vite.config.ts leaves axios's fetch transport out of the build (the client names 'xhr'). That
// relies on how axios's adapter table imports it; if an upgrade changes that, the trim would
// silently stop (or break the table), so this says so first.
const adapters = readFileSync(path.resolve('node_modules/axios/lib/adapters/adapters.js'), 'utf8');
const client = readFileSync(path.resolve('src/api/client.ts'), 'utf8');

describe("axios's fetch transport left out of the build", () => {
  it('is still imported by the adapter table as ./fetch.js and read only through getFetch', () => {
    expect(adapters).toMatch(/import \* as fetchAdapter from '\.\/fetch\.js';/);
    expect(adapters.match(/fetchAdapter\.\w+/g)).toEqual(['fetchAdapter.getFetch']);
  });

  it('is never chosen: the client names XMLHttpRequest (and Node http, for tests) only', () => {
    expect(client).toMatch(/adapter: \['xhr', 'http'\]/);
  });
});
