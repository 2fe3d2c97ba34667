import { useEffect } from 'react';
import type { FeeConfig } from '../../../api/types';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { loadFees } from '../../../state/fees/slice';
import { selectFeeConfig, selectFeesStatus } from '../../../state/fees/slice';

/**
 * The clinic's current fees. Loaded once per visit to a price page; until the answer arrives the
 * built-in (or cached) fees show, so the prices never flash empty and nothing shifts.
 */
export function useFeeConfig(): FeeConfig {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectFeesStatus);
  const config = useAppSelector(selectFeeConfig);
  useEffect(() => {
    if (status !== 'loading') void dispatch(loadFees());
    // Once on opening the page, not again whenever the status changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch]);
  return config;
}
