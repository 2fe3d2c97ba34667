import { msgKey, type Msg } from '../../api/message';
import { failureMsg, replyMsg } from '../../api/replyMessage';
import type { User } from '../../api/types';
import { handleApiError } from '../../api/handleApiError';
import type { AppDispatch } from '../../app/store';
import { setAlert } from '../../state/alerts/actions';
import { userSet } from '../../state/user/slice';
import { postChangePassword, postProfile, postShouldUpdate, type ProfileUpdate } from './api';
import { createAppAsyncThunk } from '../../app/hooks';

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

/**
 * A failed account call in the patient's words: an expired session says so (and logs out after
 * 1 s, through handleApiError); the service's own text for a refusal (4xx); else the fallback.
 */
function thrown(error: unknown, dispatch: AppDispatch, fallbackKey: string): Msg {
  const apiError = handleApiError(error, dispatch);
  if (apiError.kind === 'tokenNotValid') return apiError.message;
  return failureMsg(error, msgKey(fallbackKey));
}

const refused = (reply: unknown, fallbackKey: string): Msg => replyMsg(reply, msgKey(fallbackKey));

/** POST /me; the answer becomes the user everyone reads. */
export const updateProfile = createAppAsyncThunk<User, ProfileUpdate>(
  'account/updateProfile',
  async (update, { dispatch, rejectWithValue }) => {
    try {
      const reply = await postProfile(update);
      if (!isUser(reply)) return rejectWithValue(refused(reply, 'account:errors.serverOccured'));
      dispatch(userSet(reply));
      dispatch(setAlert(msgKey('account:profile.updated'), 'success'));
      return reply;
    } catch (error) {
      return rejectWithValue(thrown(error, dispatch, 'account:errors.server'));
    }
  },
);

/** The shouldUpdate flow's last step: the patient confirmed their details. */
export const confirmDetails = createAppAsyncThunk<User, { hasFamilyDoc: boolean }>(
  'account/confirmDetails',
  async ({ hasFamilyDoc }, { dispatch, rejectWithValue }) => {
    try {
      const reply = await postShouldUpdate({ shouldUpdate: false, hasFamilyDoc });
      if (!isUser(reply)) return rejectWithValue(refused(reply, 'account:errors.serverOccured'));
      dispatch(userSet(reply));
      return reply;
    } catch (error) {
      return rejectWithValue(thrown(error, dispatch, 'account:errors.server'));
    }
  },
);

export interface ChangePasswordInput {
  currentPassword: string;
  password: string;
}

/** docs/account.md#change-password: POST /login/reset {email, password, currentPassword, manualReset: true}. */
export const changePassword = createAppAsyncThunk<void, ChangePasswordInput>(
  'account/changePassword',
  async ({ currentPassword, password }, { dispatch, getState, rejectWithValue }) => {
    const email = getState().user.data?.email;
    if (!email) return rejectWithValue(msgKey('account:password.errors.failed'));
    try {
      const reply = await postChangePassword({
        email,
        password,
        currentPassword,
        manualReset: true,
      });
      if (!reply.success) {
        return rejectWithValue(refused(reply, 'account:password.errors.failed'));
      }
      dispatch(setAlert(msgKey('account:password.changed'), 'success'));
    } catch (error) {
      return rejectWithValue(thrown(error, dispatch, 'account:password.errors.failed'));
    }
  },
);
