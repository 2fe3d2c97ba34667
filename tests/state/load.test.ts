// @vitest-environment node
import { configureStore, createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { msgKey, type Msg } from '../../src/api/message';
import { loggedOut } from '../../src/state/session';
import { idleLoad, trackLoad, type Load } from '../../src/state/load';

// One load shape, and the one place where late answers are dropped (src/state/load.ts).

type Answer = { resolve: (value: string) => void; reject: (value: Msg) => void };

function setUp() {
  const answers: Answer[] = [];
  const fetchPage = createAsyncThunk<string, number, { rejectValue: Msg }>(
    'pages/fetch',
    (_page, { rejectWithValue }) =>
      new Promise<string>((resolve, reject) => answers.push({ resolve, reject })).catch(
        (error: Msg) => rejectWithValue(error),
      ),
  );
  const initialState = { text: '', load: idleLoad() as Load };
  const slice = createSlice({
    name: 'pages',
    initialState,
    reducers: {},
    extraReducers: (builder) => {
      builder.addCase(loggedOut, () => initialState);
      trackLoad(builder, fetchPage, (state) => state.load, {
        succeeded: (state, text) => {
          state.text = text;
        },
        fallbackError: msgKey('common:errors.unknown'),
      });
    },
  });
  const store = configureStore({ reducer: slice.reducer });
  return { store, fetchPage, answers };
}

describe('trackLoad', () => {
  it('goes idle, loading, succeeded and keeps the answer', async () => {
    const { store, fetchPage, answers } = setUp();
    expect(store.getState().load).toEqual({ status: 'idle', error: null, requestId: null });
    const pending = store.dispatch(fetchPage(1));
    expect(store.getState().load.status).toBe('loading');
    answers[0]?.resolve('page 1');
    await pending;
    expect(store.getState()).toEqual({
      text: 'page 1',
      load: { status: 'succeeded', error: null, requestId: null },
    });
  });

  it('keeps a refusal as the error, or says the fallback when there is none', async () => {
    const { store, fetchPage, answers } = setUp();
    const refused = store.dispatch(fetchPage(1));
    answers[0]?.reject(msgKey('pages:refused'));
    await refused;
    expect(store.getState().load).toMatchObject({
      status: 'failed',
      error: { key: 'pages:refused' },
    });
    const loading = store.dispatch(fetchPage(2));
    expect(store.getState().load.error).toBeNull();
    answers[1]?.reject(undefined as unknown as Msg);
    await loading;
    expect(store.getState().load.error).toEqual(msgKey('common:errors.unknown'));
  });

  it('drops the answer of a request a newer one superseded, whichever order they come in', async () => {
    const { store, fetchPage, answers } = setUp();
    const first = store.dispatch(fetchPage(1));
    const second = store.dispatch(fetchPage(2));
    answers[1]?.resolve('page 2');
    await second;
    answers[0]?.resolve('page 1');
    await first;
    expect(store.getState().text).toBe('page 2');
    expect(store.getState().load.status).toBe('succeeded');
  });

  it('drops an answer that comes after a logout, failure or success', async () => {
    const { store, fetchPage, answers } = setUp();
    const late = store.dispatch(fetchPage(1));
    store.dispatch(loggedOut('user'));
    answers[0]?.resolve('the previous patient’s page');
    await late;
    expect(store.getState()).toEqual({ text: '', load: idleLoad() });
    const failing = store.dispatch(fetchPage(2));
    store.dispatch(loggedOut('user'));
    answers[1]?.reject(msgKey('pages:refused'));
    await failing;
    expect(store.getState().load).toEqual(idleLoad());
  });
});
