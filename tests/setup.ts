import '@testing-library/jest-dom/vitest';
import { clearAllListeners } from '@reduxjs/toolkit';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { bindApiSession } from '../src/api/client';
import type * as StoreModule from '../src/app/store';
import { loadedThirdParties, type ThirdPartyScript } from '../src/lib/thirdPartyScripts';
import {
  checkRequests,
  formatFinding,
  takeContractFindings,
} from '../src/testing/contract/findings';
import { resetMockClinic, server } from '../src/testing/mock-clinic/node';

// Every store a test makes is stopped when the test ends: its listeners' waits (a refused
// session's logout a second later, a patient load's retry) would otherwise run into the next
// test, which shares this window's storage, and end its session or clear its draft.
// One set for the whole worker, not one per test file: files share their modules (isolate:
// false), so a helper an earlier file imported (tests/utils/render.tsx) keeps the mocked
// createStore of that file's run, whose stores this file's hook must stop too.
const { liveStores } = vi.hoisted(() => {
  type LiveStore = { dispatch: (action: ReturnType<typeof clearAllListeners>) => unknown };
  const worker = globalThis as { __liveStores?: Set<LiveStore> };
  worker.__liveStores ??= new Set<LiveStore>();
  return { liveStores: worker.__liveStores };
});
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

// Requests the mock clinic has not answered yet. A test can end with one on its way (a slow
// answer it did not wait for); answered later, its thunk would act in the next test: a /me
// refused by the reset clinic logs out and clears that test's draft, a late login stores its
// token. tests/app/staleAnswers.test.ts shows it.
const pending = new Set<string>();
server.events.on('request:start', ({ requestId }) => pending.add(requestId));
server.events.on('request:end', ({ requestId }) => pending.delete(requestId));
server.events.on('unhandledException', ({ requestId }) => pending.delete(requestId));

const DRAIN_LIMIT_MS = 2_000;
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Waits until no request is on its way and what answered them has run (a few tasks: the HTTP
 * client's and the thunk's continuations), so that a test's work ends within it. An answer
 * held forever (`delay('infinite')`) is given up on after DRAIN_LIMIT_MS; it never acts.
 */
async function drainRequests(): Promise<void> {
  const deadline = Date.now() + DRAIN_LIMIT_MS;
  let quietTasks = 0;
  while (quietTasks < 3 && Date.now() < deadline) {
    await nextTask();
    quietTasks = pending.size === 0 ? quietTasks + 1 : 0;
  }
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  cleanup();
  // Each test is a page of its own: the provider scripts an earlier one "loaded" (a bot check it
  // rendered) would otherwise hide the session from every later test's calls in this worker
  // (src/lib/thirdPartyScripts.ts). Only a new page load empties the set in the app.
  (loadedThirdParties() as Set<ThirdPartyScript>).clear();
  // And it starts as a page whose store is not made yet (src/main.tsx restores the session before
  // it makes one): a call no store makes must not go with the session of the last test's store.
  bindApiSession({
    token: () => null,
    mark: () => null,
    hidden: () => false,
    changedElsewhere: () => {},
  });
  for (const store of liveStores) store.dispatch(clearAllListeners());
  liveStores.clear();
  server.resetHandlers();
  // The reset lets answers held by a latency go at once; the second undoes what they changed.
  resetMockClinic();
  await drainRequests();
  pending.clear();
  resetMockClinic();
  // An exchange with the mock clinic that the contract document does not describe fails the
  // test that made it (contract/clinic-service.yaml; src/testing/contract/watch.ts).
  const findings = takeContractFindings();
  checkRequests(true);
  if (findings.length > 0) {
    throw new Error(
      `The mock clinic's exchanges disagree with contract/clinic-service.yaml:\n${findings.map(formatFinding).join('\n')}`,
    );
  }
  // Pure-rule tests run in Node (`@vitest-environment node`), which has no storage.
  if (typeof window !== 'undefined') {
    window.localStorage.clear();
    window.sessionStorage.clear();
  }
});
afterAll(() => server.close());
