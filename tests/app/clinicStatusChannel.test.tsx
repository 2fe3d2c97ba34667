import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClinicStatusEvent } from '../../src/api/types';
import { createStore } from '../../src/app/store';
import { selectClinicOnline, selectClinicStatusKnown } from '../../src/features/clinicStatus/slice';
import { useClinicStatusConnection } from '../../src/features/clinicStatus/useClinicStatusConnection';
import { loggedOut, userLoadSucceeded } from '../../src/state/auth';
import { tabHolding } from '../builders/session';

// The production channel (socket.io-client), as the app opens it: what it asks of socket.io, and
// what the page does with its events. socket.io itself is replaced by a recorder.
type Handler = (...args: unknown[]) => void;
const sockets: {
  url: string;
  options: Record<string, unknown>;
  handlers: Map<string, Handler[]>;
  closed: boolean;
}[] = [];
vi.mock('socket.io-client', () => ({
  io: (url: string, options: Record<string, unknown>) => {
    const socket = { url, options, handlers: new Map<string, Handler[]>(), closed: false };
    sockets.push(socket);
    return {
      on: (event: string, handler: Handler) =>
        socket.handlers.set(event, [...(socket.handlers.get(event) ?? []), handler]),
      removeAllListeners: () => socket.handlers.clear(),
      close: () => {
        socket.closed = true;
      },
    };
  },
}));

const emit = (event: ClinicStatusEvent) =>
  act(() =>
    sockets
      .at(-1)
      ?.handlers.get(event)
      ?.forEach((handler) => handler()),
  );

function Connection() {
  useClinicStatusConnection();
  return null;
}

/** A logged-in patient's page, once it has opened its socket. */
async function openAsPatient() {
  const store = tabHolding('the-token');
  store.dispatch(userLoadSucceeded());
  render(
    <Provider store={store}>
      <Connection />
    </Provider>,
  );
  await vi.waitFor(() => expect(sockets).toHaveLength(1), { timeout: 5_000 });
  return store;
}

afterEach(() => {
  sockets.length = 0;
  localStorage.clear();
});

describe('the clinic-status channel over socket.io', () => {
  it('opens no socket for a visitor', async () => {
    const store = createStore();
    render(
      <Provider store={store}>
        <Connection />
      </Provider>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(sockets).toHaveLength(0);
  });

  it('polls first and upgrades, presents the token on every connection, and closes at logout', async () => {
    const store = await openAsPatient();
    const { options } = sockets[0]!;
    expect(options.transports).toEqual(['polling', 'websocket']);
    const auth = options.auth as (send: (data: unknown) => void) => void;
    const sent: unknown[] = [];
    auth((data) => sent.push(data));
    auth((data) => sent.push(data));
    expect(sent).toEqual([{ token: 'the-token' }, { token: 'the-token' }]);
    act(() => store.dispatch(loggedOut('user')));
    expect(sockets[0]!.closed).toBe(true);
  });

  it('shows offline on a connect error, and asks for the status again once reconnected', async () => {
    const store = await openAsPatient();
    await vi.waitFor(() => expect(selectClinicStatusKnown(store.getState())).toBe(true));
    emit('connect');
    emit('oscarOffline');
    expect(selectClinicOnline(store.getState())).toBe(false);
    emit('connect_error');
    expect(selectClinicOnline(store.getState())).toBe(false);
    // Back: the service (the mock clinic, online) is asked, not left at what the error said.
    emit('connect');
    await vi.waitFor(() => expect(selectClinicOnline(store.getState())).toBe(true));
  });
});
