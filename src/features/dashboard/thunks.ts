import { msgKey, msgText } from '../../api/message';
import type { Pharmacy } from '../../api/types';
import { handleApiError } from '../../api/handleApiError';
import { isAxiosError } from '../../api/isAxiosError';
import { replyMsg } from '../../api/replyMessage';
import type { AppDispatch, RootState } from '../../app/store';
import { env } from '../../config/env';
import { setAlert } from '../../state/alerts/actions';
import { userSet } from '../../state/user/slice';
import { addPreferredPharmacy, askHandoffCode, getMyPharmacy } from './api';
import { handoffCode, serviceTarget, sisterSiteOf, type ServiceTarget } from './serviceLinks';
import { needsPharmacy, type ServiceId } from './services';

export type ServiceOutcome =
  | { kind: 'go'; target: ServiceTarget }
  | { kind: 'blocked' }
  | { kind: 'updateProfile' }
  | { kind: 'choosePharmacy' }
  | { kind: 'failed' };

/** Decides what a service click does (docs/dashboard.md#service-click). */
export const openService =
  (service: ServiceId) =>
  async (dispatch: AppDispatch, getState: () => RootState): Promise<ServiceOutcome> => {
    const { user, auth } = getState();
    if (!user.data || !auth.token) return { kind: 'failed' };
    if (user.data.blocked) {
      dispatch(setAlert(msgKey('dashboard:blocked'), 'danger'));
      return { kind: 'blocked' };
    }
    if (user.data.shouldUpdate) return { kind: 'updateProfile' };
    if (needsPharmacy(service)) {
      try {
        const { pharmacy } = await getMyPharmacy();
        if (!pharmacy) return { kind: 'choosePharmacy' };
      } catch (error) {
        handleApiError(error, dispatch, { alert: true });
        return { kind: 'failed' };
      }
    }
    const site = sisterSiteOf(service);
    if (site === null) return { kind: 'go', target: serviceTarget(service, '', env) };
    // docs/dashboard.md#links-out: a single-use code for this site, asked for on this press, so it
    // is never older than the press. Only a service that has no such call (404) gets the token.
    let credential: string;
    try {
      const reply = await askHandoffCode(site);
      const code = handoffCode(reply);
      if (code === null) {
        // A refusal in the service's words; an answer without a code in ours.
        dispatch(setAlert(replyMsg(reply, msgKey('dashboard:handoffFailed')), 'danger'));
        return { kind: 'failed' };
      }
      credential = code;
    } catch (error) {
      if (!isAxiosError(error) || error.response?.status !== 404) {
        handleApiError(error, dispatch, { alert: true });
        return { kind: 'failed' };
      }
      // Today's hand-off, with the token as it stands now (null if the session ended meanwhile).
      const token = getState().auth.token;
      if (!token) return { kind: 'failed' };
      credential = token;
    }
    return { kind: 'go', target: serviceTarget(service, credential, env) };
  };

/** POST /pharmacy/addPreferredPharmacy; true when saved. */
export const savePreferredPharmacy =
  (pharmacy: Pharmacy) =>
  async (dispatch: AppDispatch, getState: () => RootState): Promise<boolean> => {
    const user = getState().user.data;
    if (!user) return false;
    try {
      const reply = await addPreferredPharmacy(user.demographicNo, pharmacy);
      if (!reply.success) {
        const message = reply.extras?.message;
        dispatch(
          setAlert(
            message ? msgText(message) : msgKey('dashboard:pharmacyDialog.failed'),
            'danger',
          ),
        );
        return false;
      }
      dispatch(userSet({ ...user, preferredPharmacy: reply.extras?.payload ?? pharmacy }));
      return true;
    } catch (error) {
      handleApiError(error, dispatch, { alert: true });
      return false;
    }
  };
