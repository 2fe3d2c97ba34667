// The setup every test of `npm run mock-server` over real HTTP shares: the server in a child
// process on a free port for the file's tests, reachable past the in-page mock clinic.

import type { ChildProcess } from 'node:child_process';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { server as inPageClinic } from '../../src/testing/mock-clinic/node';
import { freePort } from '../mocks/helpers';
import { startMockServer, stopMockServer } from './startMockServer';

export interface ServedMockClinic {
  /** Its address, e.g. http://localhost:41234 (set once the file's beforeAll has run). */
  base: string;
}

/** Starts the mock server before the file's (or describe block's) tests and stops it after. */
export function serveMockClinic(host = 'localhost'): ServedMockClinic {
  const server: ServedMockClinic = { base: '' };
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    const port = await freePort();
    server.base = `http://${host}:${port}`;
    ({ child } = await startMockServer(port));
  }, 15_000);

  // The in-page mock clinic (tests/setup.ts) intercepts this worker's requests: these go out.
  beforeEach(() => {
    inPageClinic.use(http.all(`${server.base}/*`, () => passthrough()));
  });

  afterAll(async () => {
    await stopMockServer(child);
  });

  return server;
}

/** The CORS preflight a page at `origin` sends before a POST to `url` with `requestHeaders`. */
export function preflight(url: string, origin: string, requestHeaders = 'content-type') {
  return fetch(url, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': requestHeaders,
    },
  });
}
