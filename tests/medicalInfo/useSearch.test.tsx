import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../src/app/store';
import { useSearch } from '../../src/features/medicalInfo/useSearch';
import { SEARCH_DEBOUNCE_MS } from '../../src/features/medicalInfo/rules/searchText';
import { createServiceThunk } from '../../src/state/serviceThunk';
import { msgKey } from '../../src/api/message';

interface Call {
  text: string;
  signal: AbortSignal;
  answer: (items: string[]) => void;
}

/** A search whose answers the test gives by hand, in any order. */
function manualSearch() {
  const calls: Call[] = [];
  const search = createServiceThunk<string[], string>(
    'test/search',
    (text, { signal }) =>
      new Promise<string[]>((resolve) => {
        calls.push({ text, signal, answer: resolve });
      }),
  );
  return { calls, search };
}

function wrapper({ children }: { children: ReactNode }) {
  return <Provider store={createStore()}>{children}</Provider>;
}

describe('search as you type', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for more than 3 characters and a pause in typing, then searches once', async () => {
    const { calls, search } = manualSearch();
    const { result } = renderHook(() => useSearch(search), { wrapper });
    act(() => result.current.change('gou'));
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2));
    expect(calls).toHaveLength(0);
    expect(result.current.state.status).toBe('idle');

    act(() => result.current.change('gout'));
    act(() => result.current.change('gout,'));
    expect(result.current.state.status).toBe('searching');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1));
    expect(calls).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(calls.map((c) => c.text)).toEqual(['gout,']);
    await act(async () => calls[0]?.answer(['Gout, unspecified']));
    expect(result.current.state).toEqual({ status: 'done', items: ['Gout, unspecified'] });
  });

  it('cancels the earlier search, and its late answer is never shown', async () => {
    const { calls, search } = manualSearch();
    const { result } = renderHook(() => useSearch(search), { wrapper });
    act(() => result.current.change('asthma'));
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    act(() => result.current.change('asthma mild'));
    expect(calls[0]?.signal.aborted).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    await act(async () => calls[1]?.answer(['Mild intermittent asthma, uncomplicated']));
    await act(async () => calls[0]?.answer(['stale']));
    expect(result.current.state).toEqual({
      status: 'done',
      items: ['Mild intermittent asthma, uncomplicated'],
    });
  });

  it('a failed search shows its words; an aborted one says nothing', async () => {
    const failing = createServiceThunk<string[], string>(
      'test/failingSearch',
      () => Promise.reject(new Error('down')),
      { fallback: msgKey('medicalInfo:search.failed') },
    );
    const { result } = renderHook(() => useSearch(failing), { wrapper });
    act(() => result.current.change('asthma'));
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    expect(result.current.state).toEqual({
      status: 'failed',
      message: { key: 'medicalInfo:search.failed' },
    });
    const { calls, search } = manualSearch();
    const second = renderHook(() => useSearch(search), { wrapper });
    act(() => second.result.current.change('asthma'));
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    act(() => second.result.current.change('asthm'));
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(second.result.current.state).toEqual({ status: 'searching' });
  });

  it('clearing the text stops a pending search', async () => {
    const { calls, search } = manualSearch();
    const { result } = renderHook(() => useSearch(search), { wrapper });
    act(() => result.current.change('asthma'));
    act(() => result.current.clear());
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2));
    expect(calls).toHaveLength(0);
    expect(result.current).toMatchObject({ text: '', state: { status: 'idle' } });
  });
});
