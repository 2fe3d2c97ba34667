import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { msgKey } from '../../src/api/message';
import { createStore } from '../../src/app/store';
import { loggedOut } from '../../src/state/session';
import {
  createServiceThunk,
  failureOf,
  Refusal,
  toServiceFailure,
  type ServicePolicy,
} from '../../src/state/serviceThunk';
import { userSet } from '../../src/state/user/slice';
import { axiosError } from '../builders/axiosError';
import { tabHolding } from '../builders/session';
import { PATIENTS } from '../builders/users';
import { loggedInStore } from '../utils/render';
import { expectLogoutAfterOneSecond, fakeTimeouts, pastTheLogoutSecond } from '../utils/fakeClock';

// src/state/serviceThunk.ts and its listener (src/app/serviceFailures.ts): the one try/catch,
// the words the patient reads (docs/errors.md#error-policy), and the side effects, once.

const OURS = msgKey('test:ours');
const withFallback: ServicePolicy = { fallback: OURS };
const expired = axiosError(401, { type: 'tokenNotValid', message: 'Token expired' });

/** A service thunk that fails with `error` (thrown as a call would). */
const failing = (error: unknown, policy: ServicePolicy = {}) =>
  createServiceThunk<void>(
    'test/failing',
    () => Promise.reject(error instanceof Error ? error : (error as Error)),
    policy,
  );

afterEach(() => {
  vi.useRealTimers();
});

describe('the words of a failed call (toServiceFailure)', () => {
  it('a refusal (4xx) in the service’s words, with or without a fallback', () => {
    const refusal = axiosError(422, { message: 'Card expired' });
    expect(toServiceFailure(refusal, withFallback)).toMatchObject({
      kind: 'refused',
      status: 422,
      msg: { text: 'Card expired' },
    });
    expect(toServiceFailure(refusal, {}).msg).toEqual({ text: 'Card expired' });
  });

  it('a refusal without words, a 5xx or no answer: the screen’s fallback', () => {
    expect(toServiceFailure(axiosError(400, {}), withFallback).msg).toEqual(OURS);
    const crash = axiosError(500, { message: 'Internal Server Error' });
    expect(toServiceFailure(crash, withFallback)).toMatchObject({ kind: 'server', msg: OURS });
    expect(toServiceFailure(axiosError(null, null), withFallback)).toMatchObject({
      kind: 'network',
      msg: OURS,
    });
  });

  it('without a fallback, the generic handler’s text (the loads)', () => {
    const crash = axiosError(500, { message: 'Database down' });
    expect(toServiceFailure(crash, {}).msg).toEqual({ text: 'Database down' });
    expect(toServiceFailure(axiosError(null, null), {}).msg).toEqual({
      key: 'common:errors.networkError',
    });
  });

  it('statusWords: false shows the fallback even for a 4xx with words', () => {
    const refusal = axiosError(404, { message: 'Not found' });
    expect(toServiceFailure(refusal, { ...withFallback, statusWords: false }).msg).toEqual(OURS);
  });

  it('reads the words where the policy says the service puts them', () => {
    const refusal = axiosError(400, { message: 'summary', error: 'the reason' });
    const policy = { ...withFallback, places: ['error'] };
    expect(toServiceFailure(refusal, policy).msg).toEqual({ text: 'the reason' });
  });

  it('an ended session says so, unless no session was involved', () => {
    expect(toServiceFailure(expired, withFallback)).toMatchObject({
      kind: 'tokenNotValid',
      msg: { text: 'Token expired' },
    });
    expect(toServiceFailure(expired, { ...withFallback, visitor: true, places: [] })).toMatchObject(
      {
        kind: 'tokenNotValid',
        visitor: true,
        msg: OURS,
      },
    );
  });

  it('a Refusal the call threw keeps its words and detail', () => {
    expect(toServiceFailure(new Refusal(msgKey('x'), { retry: false }), withFallback)).toEqual({
      msg: { key: 'x' },
      kind: 'refused',
      lines: [],
      visitor: false,
      alert: false,
      detail: { retry: false },
    });
  });

  it('any 4xx with words is a refusal in those words; any 5xx is ours (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 400, max: 599 }),
        fc.string({ minLength: 1 }).filter((text) => text.trim() !== ''),
        (status, words) => {
          const failure = toServiceFailure(axiosError(status, { message: words }), withFallback);
          if (status < 500) return failure.kind === 'refused' && 'text' in failure.msg;
          return failure.kind === 'server' && failure.msg === OURS;
        },
      ),
    );
  });
});

describe('a service thunk', () => {
  it('resolves with what the call returns, and failureOf says nothing failed', async () => {
    const thunk = createServiceThunk<number, number>('test/double', (n) => Promise.resolve(n * 2));
    const result = await createStore().dispatch(thunk(21));
    expect(result.payload).toBe(42);
    expect(failureOf(result)).toBeNull();
  });

  it('rejects a refused answer with its words, or the fallback, and its detail', async () => {
    const thunk = createServiceThunk<void, unknown, { retry: boolean }>(
      'test/refused',
      (answer, { refuse }) => Promise.reject(refuse(answer, undefined, { retry: false })),
      { fallback: OURS },
    );
    const store = createStore();
    expect(failureOf(await store.dispatch(thunk({ message: 'No such note' })))).toMatchObject({
      kind: 'refused',
      msg: { text: 'No such note' },
      detail: { retry: false },
    });
    expect(failureOf(await store.dispatch(thunk({ success: false })))?.msg).toEqual(OURS);
  });

  it('drops what a late answer would change once its session has ended', async () => {
    const store = await loggedInStore(PATIENTS.full);
    const before = store.getState().user.data;
    let answer: () => void = () => {};
    const thunk = createServiceThunk<void>('test/late', async (_, { dispatch }) => {
      await new Promise<void>((resolve) => (answer = resolve));
      dispatch(userSet({ ...before!, firstName: 'Late' }));
    });
    const pending = store.dispatch(thunk());
    store.dispatch(loggedOut('user'));
    answer();
    await pending;
    expect(store.getState().user.data).toBeNull();
  });

  it('still changes the store while its session holds', async () => {
    const store = await loggedInStore(PATIENTS.full);
    const before = store.getState().user.data!;
    const thunk = createServiceThunk<void>('test/onTime', (_, { dispatch }) => {
      dispatch(userSet({ ...before, firstName: 'OnTime' }));
      return Promise.resolve();
    });
    await store.dispatch(thunk());
    expect(store.getState().user.data?.firstName).toBe('OnTime');
  });
});

describe('the side effects of a failure, once (src/app/serviceFailures.ts)', () => {
  it('no answer raises the "cannot reach the clinic service" banner', async () => {
    const store = createStore();
    await store.dispatch(failing(axiosError(null, null), withFallback)());
    expect(store.getState().auth.apiUnavailable).toBe(true);
  });

  it('a refusal or a 5xx does not', async () => {
    const store = createStore();
    await store.dispatch(failing(axiosError(400, {}), withFallback)());
    await store.dispatch(failing(axiosError(503, {}), withFallback)());
    expect(store.getState().auth.apiUnavailable).toBe(false);
  });

  it('a refused session ends 1 s later (docs/account.md#expired-token)', async () => {
    fakeTimeouts();
    const store = tabHolding('some-token');
    await store.dispatch(failing(expired)());
    await expectLogoutAfterOneSecond(store);
    expect(store.getState().auth.loggedOutReason).toBe('expired');
  });

  it('a visitor’s call refused that way ends no session', async () => {
    fakeTimeouts();
    const store = tabHolding('some-token');
    await store.dispatch(failing(expired, { visitor: true })());
    await pastTheLogoutSecond();
    expect(store.getState().auth.loggedOutReason).toBeNull();
  });

  it('raises the error alert when the call asks for it, with the service’s lines', async () => {
    const store = createStore();
    const crash = axiosError(500, { message: 'Down', errors: ['line one'] });
    await store.dispatch(failing(crash, { alert: true })());
    expect(store.getState().alerts.at(-1)).toMatchObject({
      alertType: 'danger',
      msg: { text: 'Down' },
      lines: ['line one'],
    });
    await store.dispatch(failing(crash)());
    expect(store.getState().alerts).toHaveLength(1);
  });
});
