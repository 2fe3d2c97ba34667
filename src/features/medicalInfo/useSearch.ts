import { useCallback, useEffect, useRef, useState } from 'react';
import type { Msg } from '../../api/message';
import { useAppDispatch } from '../../app/hooks';
import { isSearchable, SEARCH_DEBOUNCE_MS } from './rules/searchText';
import { failureOf } from '../../state/serviceThunk';
import type { SearchFor } from './thunks';

export type { SearchFor } from './thunks';

export type SearchState<T> =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'done'; items: T[] }
  | { status: 'failed'; message: Msg };

/**
 * Text plus results of a search-as-you-type: waits for a pause in typing, then searches; a newer
 * text aborts the older search (the dispatched thunk's abort(): it rejects at once, and nobody
 * is told), whose late answer is never shown.
 */
export function useSearch<T>(search: SearchFor<T>) {
  const dispatch = useAppDispatch();
  const [text, setText] = useState('');
  const [state, setState] = useState<SearchState<T>>({ status: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef<{ abort: () => void } | null>(null);

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
        const pending = dispatch(search(next.trim()));
        inFlight.current = pending;
        void pending.then((result) => {
          if (inFlight.current !== pending) return;
          inFlight.current = null;
          const failure = failureOf(result);
          if (failure) setState({ status: 'failed', message: failure.msg });
          else if (search.fulfilled.match(result)) {
            setState({ status: 'done', items: result.payload });
          }
        });
      }, SEARCH_DEBOUNCE_MS);
    },
    [dispatch, search, stop],
  );

  const clear = useCallback(() => change(''), [change]);

  return { text, change, clear, state };
}
