import type { AppDispatch } from '../../app/store';
import { removeSession, removeStorage, storageKeys } from '../../lib/storage';
import { alertsCleared } from '../alerts/slice';
import { loggedOut, type LogoutReason } from './slice';

/** Clears the session everywhere it lives; slices that hold patient data listen to loggedOut. */
export const logout =
  (reason: LogoutReason = 'user') =>
  (dispatch: AppDispatch) => {
    removeStorage(storageKeys.token);
    // A sick-note or form request in progress holds health details: not left in the tab.
    removeSession('forms.request');
    if (reason === 'user') dispatch(alertsCleared());
    dispatch(loggedOut(reason));
  };
