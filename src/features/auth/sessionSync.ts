import type { AppDispatch, RootState } from '../../app/store';
import { storageKeys } from '../../lib/storage';
import { logout } from './logout';
import { reasonEndedElsewhere, storedMark } from './session';
import { endedElsewhere } from '../../state/auth';

/**
 * Lets go of the tab's session when the stored one is no longer it: another tab ended it (a
 * logout, an idle logout, a refused token) or replaced it (someone logged in there). The store
 * empties itself and the tab goes to /login.
 */
export const endIfChangedElsewhere = (dispatch: AppDispatch, getState: () => RootState) => {
  const mine = getState().auth.mark;
  if (mine === null || storedMark() === mine) return;
  dispatch(logout(reasonEndedElsewhere(), { remote: true }));
  dispatch(endedElsewhere());
};

/**
 * One session across tabs. A storage event reaches the other tabs of the origin within
 * milliseconds, and the stored mark is the one fact they all share. (Not a BroadcastChannel: a
 * message there is gone for a tab opened later, which reads the mark at boot; and the token must
 * not travel between tabs at all, where any script of the origin could listen.)
 */
export function syncSessionAcrossTabs(dispatch: AppDispatch): () => void {
  const onStorage = (event: StorageEvent) => {
    // key null: the whole storage was cleared (the browser's "clear site data", another tab).
    if (event.key === storageKeys.session || event.key === null) dispatch(endIfChangedElsewhere);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
