import { beforeEach } from 'vitest';
import { checkRequests } from '../../src/testing/contract/findings';

/**
 * For the tests of a describe block that prove the mock clinic refuses what a careless or
 * hostile client sends (a blank message, a fourth file, a wrong type): those requests are not
 * the portal's, so they are not held to the contract document; the mock's answers still are.
 * Each test's checks come back on when it ends (tests/setup.ts).
 */
export function sendsOffContract(): void {
  beforeEach(() => checkRequests(false));
}
