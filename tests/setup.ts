import '@testing-library/jest-dom/vitest';
import { clearAllListeners } from '@reduxjs/toolkit';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import type * as StoreModule from '../src/app/store';
import { resetMockClinic, server } from '../src/testing/mock-clinic/node';

// Every store a test makes is stopped when the test ends: its listeners' waits (a refused
// session's logout a second later, a patient load's retry) would otherwise run into the next
// test, which shares this window's storage, and end its session or clear its draft.
const { liveStores } = vi.hoisted(() => ({
  liveStores: new Set<{ dispatch: (action: ReturnType<typeof clearAllListeners>) => unknown }>(),
}));
vi.mock('../src/app/store', async (importOriginal) => {
  const actual = await importOriginal<typeof StoreModule>();
  return {
    ...actual,
    createStore: (...args: Parameters<typeof actual.createStore>) => {
      const store = actual.createStore(...args);
      liveStores.add(store);
      return store;
    },
  };
});

// findBy… waits for what the mock clinic answers; 1 s is too short on a loaded machine.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  for (const store of liveStores) store.dispatch(clearAllListeners());
  liveStores.clear();
  server.resetHandlers();
  resetMockClinic();
  // Pure-rule tests run in Node (`@vitest-environment node`), which has no storage.
  if (typeof window !== 'undefined') {
    window.localStorage.clear();
    window.sessionStorage.clear();
  }
});
afterAll(() => server.close());
