import type { Pharmacy } from '../../api/types';
import { createServiceThunk } from '../serviceCore';
import { getAllPharmacies } from './api';

/**
 * GET /pharmacy/all. docs/account.md#pharmacy-picker: a failure ends loading quietly (no alert,
 * no message, no banner: `quiet`); the picker says the list is unavailable. A call already on its
 * way is not repeated.
 */
export const loadPharmacies = createServiceThunk<Pharmacy[], void>(
  'user/loadPharmacies',
  async () => {
    const list = await getAllPharmacies();
    return Array.isArray(list) ? list : [];
  },
  { quiet: true },
  // The slice imports this module, so the condition reads its state directly.
  { condition: (_, { getState }) => getState().user.pharmaciesLoad.status !== 'loading' },
);
