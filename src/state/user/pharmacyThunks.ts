import { getAllPharmacies } from './api';
import { pharmaciesLoadFailed, pharmaciesLoadStarted, pharmaciesLoaded } from './slice';
import { createAppAsyncThunk } from '../../app/hooks';

/**
 * Loads the pharmacy list. docs/account.md#pharmacy-picker: a failure ends loading quietly (no alert); the picker
 * says the list is unavailable. A call already on its way is not repeated.
 */
export const loadPharmacies = createAppAsyncThunk(
  'user/loadPharmacies',
  async (_, { dispatch }) => {
    dispatch(pharmaciesLoadStarted());
    try {
      const list = await getAllPharmacies();
      dispatch(pharmaciesLoaded(Array.isArray(list) ? list : []));
    } catch {
      dispatch(pharmaciesLoadFailed());
    }
  },
  { condition: (_, { getState }) => getState().user.pharmaciesStatus !== 'loading' },
);
