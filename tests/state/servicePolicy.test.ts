import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { msgKey, msgText } from '../../src/api/message';
import { createStore, type AppDispatch } from '../../src/app/store';
import {
  createServiceThunk,
  failureOf,
  toServiceFailure,
  type ServicePolicy,
} from '../../src/state/serviceThunk';
import { axiosError } from '../builders/axiosError';
import { tabHolding } from '../builders/session';
import { fakeTimeouts, pastTheLogoutSecond } from '../utils/fakeClock';

// src/state/serviceThunk.ts's policy beyond tests/state/serviceThunk.test.ts: a fallback that
// reads the status, createAsyncThunk's own options, a courtesy call's quiet failure, and the
// error alert of an answer the call read as a no (src/app/serviceFailures.ts).

const FIVE_XX = msgKey('test:fiveXx');
const OURS = msgKey('test:ours');
const expired = axiosError(401, { type: 'tokenNotValid', message: 'Token expired' });

const failing = (error: unknown, policy: ServicePolicy = {}) =>
  createServiceThunk<void>('test/failing', () => Promise.reject(error as Error), policy);

afterEach(() => {
  vi.useRealTimers();
});

describe('a fallback that reads the status', () => {
  const policy: ServicePolicy = {
    fallback: (kind, status) => (kind === 'server' && status !== undefined ? FIVE_XX : OURS),
  };

  it('tells a 5xx from a fault after the answer (no status)', () => {
    expect(toServiceFailure(axiosError(503, {}), policy).msg).toEqual(FIVE_XX);
    expect(toServiceFailure(new TypeError('reply.success'), policy).msg).toEqual(OURS);
    expect(toServiceFailure(axiosError(null, null), policy).msg).toEqual(OURS);
  });

  it('gets the status of every answer (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 400, max: 599 }), (status) => {
        let seen: number | undefined;
        toServiceFailure(axiosError(status, {}), {
          fallback: (_, given) => {
            seen = given;
            return OURS;
          },
        });
        return seen === status;
      }),
    );
  });
});

describe("createAsyncThunk's own options", () => {
  it('a condition that says no asks nothing', async () => {
    let calls = 0;
    const thunk = createServiceThunk<void, boolean>(
      'test/conditional',
      () => {
        calls += 1;
        return Promise.resolve();
      },
      {},
      { condition: (wanted) => wanted },
    );
    const store = createStore();
    await store.dispatch(thunk(false));
    await store.dispatch(thunk(true));
    expect(calls).toBe(1);
  });

  it('the pending action carries getPendingMeta', () => {
    const thunk = createServiceThunk<void, void, undefined, { askedAt: number }>(
      'test/meta',
      () => Promise.resolve(),
      {},
      { getPendingMeta: () => ({ askedAt: 42 }) },
    );
    // The thunk run by hand, so its first action is seen as dispatched.
    const seen: unknown[] = [];
    const record = (action: unknown) => {
      seen.push(action);
      return action;
    };
    void thunk()(record as unknown as AppDispatch, createStore().getState, undefined);
    expect(seen[0]).toMatchObject({ type: 'test/meta/pending', meta: { askedAt: 42 } });
  });
});

describe('a courtesy call (quiet)', () => {
  it('fails without the banner, a logout or an alert', async () => {
    fakeTimeouts();
    const store = tabHolding('some-token');
    const result = await store.dispatch(failing(axiosError(null, null), { quiet: true })());
    expect(failureOf(result)).toMatchObject({ kind: 'network', quiet: true });
    await store.dispatch(failing(expired, { quiet: true, alert: true })());
    await pastTheLogoutSecond();
    expect(store.getState().auth.apiUnavailable).toBe(false);
    expect(store.getState().auth.loggedOutReason).toBeNull();
    expect(store.getState().alerts).toEqual([]);
  });

  it('a call without the flag says nothing of it', () => {
    expect(toServiceFailure(axiosError(null, null), {})).not.toHaveProperty('quiet');
  });
});

describe("the error alert of a call's own refusal", () => {
  it("is in the call's words, without the 'Error - ' title; a failed request keeps it", async () => {
    const thunk = createServiceThunk<void>(
      'test/refusedWithAlert',
      (_, { refuse }) => Promise.reject(refuse({ message: 'Bookings are paused today.' })),
      { alert: true },
    );
    const store = createStore();
    await store.dispatch(thunk());
    expect(store.getState().alerts.at(-1)).toEqual(
      expect.objectContaining({ msg: msgText('Bookings are paused today.'), alertType: 'danger' }),
    );
    expect(store.getState().alerts.at(-1)).not.toHaveProperty('titled');
    await store.dispatch(failing(axiosError(400, { message: 'Bad input' }), { alert: true })());
    expect(store.getState().alerts.at(-1)).toMatchObject({
      msg: { text: 'Bad input' },
      titled: true,
    });
  });
});
