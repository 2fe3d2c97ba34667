import { useCallback, useEffect, useRef, useState } from 'react';
import type { Msg } from '../../api/message';
import { useAppDispatch } from '../../app/hooks';
import type { AppDispatch } from '../../app/store';
import { isSearchable, SEARCH_DEBOUNCE_MS } from '../../lib/searchText';
import type { SearchOutcome } from './thunks';

export type SearchState<T> =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'done'; items: T[] }
  | { status: 'failed'; message: Msg };

export type SearchFor<T> = (
  text: string,
  signal: AbortSignal,
) => (dispatch: AppDispatch) => Promise<SearchOutcome<T>>;

/**
 * Text plus results of a search-as-you-type: waits for a pause in typing, then searches; a newer
 * text cancels the older search, whose late answer (or cancellation error) is never shown.
 */
export function useSearch<T>(search: SearchFor<T>) {
  const dispatch = useAppDispatch();
  const [text, setText] = useState('');
  const [state, setState] = useState<SearchState<T>>({ status: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef<AbortController | null>(null);

  const stop = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    inFlight.current?.abort();
    inFlight.current = null;
  }, []);

  useEffect(() => stop, [stop]);

  const change = useCallback(
    (next: string) => {
      setText(next);
      stop();
      if (!isSearchable(next)) {
        setState({ status: 'idle' });
        return;
      }
      setState({ status: 'searching' });
      timer.current = setTimeout(() => {
        const controller = new AbortController();
        inFlight.current = controller;
        void dispatch(search(next.trim(), controller.signal)).then((outcome) => {
          if (outcome.kind === 'cancelled' || controller.signal.aborted) return;
          inFlight.current = null;
          setState(
            outcome.kind === 'results'
              ? { status: 'done', items: outcome.items }
              : { status: 'failed', message: outcome.message },
          );
        });
      }, SEARCH_DEBOUNCE_MS);
    },
    [dispatch, search, stop],
  );

  const clear = useCallback(() => change(''), [change]);

  return { text, change, clear, state };
}
