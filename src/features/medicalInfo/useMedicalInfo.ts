import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { loadMedicalInfo } from './thunks';
import { selectMedicalInfo } from './slice';

/** The patient's medical information, loaded once per visit to the flow. */
export function useMedicalInfo() {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectMedicalInfo);
  const { status, error: loadError } = state.load;
  useEffect(() => {
    if (status === 'idle') void dispatch(loadMedicalInfo());
  }, [dispatch, status]);
  const retry = () => void dispatch(loadMedicalInfo());
  return { ...state, status, loadError, retry };
}
