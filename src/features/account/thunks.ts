import { msgKey } from '../../api/message';
import type { User } from '../../api/types';
import { setAlert } from '../../state/alerts/actions';
import { createServiceThunk } from '../../state/serviceThunk';
import { userSet } from '../../state/user/slice';
import { postChangePassword, postProfile, postShouldUpdate, type ProfileUpdate } from './api';

// The account page's calls, each a service thunk (src/state/serviceThunk.ts): a failure rejects
// with what the patient reads. An expired session says so (and the one listener logs out after
// 1 s); a refusal (4xx) says the service's own text; anything else says the screen's fallback.

/** The calls answer the user; anything else is the service refusing. */
function isUser(value: unknown): value is User {
  return (
    typeof value === 'object' &&
    value !== null &&
    'email' in value &&
    typeof (value as { email: unknown }).email === 'string' &&
    'birthday' in value
  );
}

/** An answer that is not the user: its words, else 'A server error occurred'. */
const NOT_A_USER = msgKey('account:errors.serverOccured');

/** POST /me; the answer becomes the user everyone reads. */
export const updateProfile = createServiceThunk<User, ProfileUpdate>(
  'account/updateProfile',
  async (update, { dispatch, refuse }) => {
    const reply = await postProfile(update);
    if (!isUser(reply)) throw refuse(reply, NOT_A_USER);
    dispatch(userSet(reply));
    dispatch(setAlert(msgKey('account:profile.updated'), 'success'));
    return reply;
  },
  { fallback: msgKey('account:errors.server') },
);

/** The shouldUpdate flow's last step: the patient confirmed their details. */
export const confirmDetails = createServiceThunk<User, { hasFamilyDoc: boolean }>(
  'account/confirmDetails',
  async ({ hasFamilyDoc }, { dispatch, refuse }) => {
    const reply = await postShouldUpdate({ shouldUpdate: false, hasFamilyDoc });
    if (!isUser(reply)) throw refuse(reply, NOT_A_USER);
    dispatch(userSet(reply));
    return reply;
  },
  { fallback: msgKey('account:errors.server') },
);

export interface ChangePasswordInput {
  currentPassword: string;
  password: string;
}

/** docs/account.md#change-password: POST /login/reset {email, password, currentPassword, manualReset: true}. */
export const changePassword = createServiceThunk<void, ChangePasswordInput>(
  'account/changePassword',
  async ({ currentPassword, password }, { dispatch, getState, refuse }) => {
    const email = getState().user.data?.email;
    if (!email) throw refuse(null);
    const reply = await postChangePassword({ email, password, currentPassword, manualReset: true });
    if (!reply.success) throw refuse(reply);
    dispatch(setAlert(msgKey('account:password.changed'), 'success'));
  },
  { fallback: msgKey('account:password.errors.failed') },
);
