// The mock clinic for Vitest: tests/setup.ts starts this server and resets it after each test.

import { setupServer } from 'msw/node';
import { reset } from './controls';
import { handlers } from './handlers';

export const server = setupServer(...handlers);

/** Seeded data, no queued failures, no latency, clinic online. */
export function resetMockClinic(): void {
  reset();
}
