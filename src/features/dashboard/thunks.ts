import { msgKey } from '../../api/message';
import type { Pharmacy } from '../../api/types';
import { env } from '../../config/env';
import { createServiceThunk } from '../../state/serviceThunk';
import { userSet } from '../../state/user/slice';
import { addPreferredPharmacy, askHandoffCode, getMyPharmacy } from './api';
import { handoffCode, serviceTarget, sisterSiteOf, type ServiceTarget } from './serviceLinks';
import { needsPharmacy, type ServiceId } from './services';

// The dashboard's service buttons (docs/dashboard.md#service-click). Each is a service thunk
// (src/state/serviceThunk.ts) whose failure also raises the error alert: a failed request in the
// generic handler's words ('Error - …'), a refusal in the service's own or ours.

/**
 * Where a click leads: a page of the portal or a sister site's address, or first the pharmacy
 * dialog; null when it leads nowhere (the session ended while it was asked).
 */
export type ServiceStep = ServiceTarget | { kind: 'choosePharmacy' } | null;

/** Decides what a service click does (docs/dashboard.md#service-click). */
export const openService = createServiceThunk<ServiceStep, ServiceId>(
  'dashboard/openService',
  async (service, { getState, refuse }) => {
    const { user, auth } = getState();
    if (!user.data || !auth.token) return null;
    if (user.data.blocked) throw refuse(null, msgKey('dashboard:blocked'));
    if (user.data.shouldUpdate) return { kind: 'internal', path: '/account' };
    if (needsPharmacy(service)) {
      const { pharmacy } = await getMyPharmacy();
      if (!pharmacy) return { kind: 'choosePharmacy' };
    }
    const site = sisterSiteOf(service);
    if (site === null) return serviceTarget(service, '', env);
    // docs/dashboard.md#links-out: a single-use code for this site, asked for on this press, so it
    // is never older than the press. Only a service that has no such call (404) gets the token.
    const reply = await askHandoffCode(site);
    if (reply === null) {
      // Today's hand-off, with the token as it stands now (none if the session ended meanwhile).
      const token = getState().auth.token;
      return token ? serviceTarget(service, token, env) : null;
    }
    const code = handoffCode(reply);
    // A refusal in the service's words; an answer without a code in ours.
    if (code === null) throw refuse(reply, msgKey('dashboard:handoffFailed'));
    return serviceTarget(service, code, env);
  },
  { alert: true },
);

/** POST /pharmacy/addPreferredPharmacy; fulfilled once saved. */
export const savePreferredPharmacy = createServiceThunk<void, Pharmacy>(
  'dashboard/savePreferredPharmacy',
  async (pharmacy, { dispatch, getState, refuse }) => {
    const user = getState().user.data;
    if (!user) throw refuse(null, msgKey('dashboard:pharmacyDialog.failed'));
    const reply = await addPreferredPharmacy(user.demographicNo, pharmacy);
    if (!reply.success) throw refuse(reply, msgKey('dashboard:pharmacyDialog.failed'));
    dispatch(userSet({ ...user, preferredPharmacy: reply.extras?.payload ?? pharmacy }));
  },
  // A refusal's words are in extras.message (docs/dashboard.md#pharmacy-dialog).
  { alert: true, places: ['extras.message'] },
);
