import { useEffect } from 'react';
import type { FeeConfig } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { loadFees } from '../../state/fees/slice';
import { selectFeeConfig, selectFeesStatus } from '../../state/fees/slice';

/** The clinic's fee config, fetched once a visit; the cached or built-in fees stand in meanwhile. */
export function useFees(): FeeConfig {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectFeesStatus);
  const config = useAppSelector(selectFeeConfig);
  useEffect(() => {
    if (status === 'idle') void dispatch(loadFees());
  }, [status, dispatch]);
  return config;
}
