import type { Pharmacy } from '../../api/types';
import { createAppAsyncThunk } from '../../app/hooks';
import { getAllPharmacies } from './api';

/**
 * GET /pharmacy/all. docs/account.md#pharmacy-picker: a failure ends loading quietly (no alert,
 * no message); the picker says the list is unavailable. A call already on its way is not repeated.
 */
export const loadPharmacies = createAppAsyncThunk<Pharmacy[], void>(
  'user/loadPharmacies',
  async (_, { rejectWithValue }) => {
    try {
      const list = await getAllPharmacies();
      return Array.isArray(list) ? list : [];
    } catch {
      return rejectWithValue(null as never);
    }
  },
  // The slice imports this module, so the condition reads its state directly.
  { condition: (_, { getState }) => getState().user.pharmaciesLoad.status !== 'loading' },
);
