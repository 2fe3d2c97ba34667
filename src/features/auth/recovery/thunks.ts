import { msgKey, type Msg } from '../../../api/message';
import { failureMsg, replyMsg } from '../../../api/replyMessage';
import type { ApiReply, ForgotValidatePayload, ResetPayload } from '../../../api/types';
import { handleApiError } from '../../../api/handleApiError';
import type { AppDispatch } from '../../../app/store';
import { normaliseRecoveryEmail } from './recoveryRules';
import { postForgot, postForgotValidate, postReset } from './api';
import { createAppAsyncThunk } from '../../../app/hooks';

// The three calls of /forgotpassword (docs/account.md#password-recovery). Each step keeps its own
// state on the page; these only make the call and turn any failure into what the patient reads.

/** The service's words when it gave any, else the step's own fallback. */
const refused = (reply: ApiReply, fallbackKey: string): Msg => replyMsg(reply, msgKey(fallbackKey));

function thrown(error: unknown, dispatch: AppDispatch): Msg {
  const apiError = handleApiError(error, dispatch);
  // A visitor has no session: a tokenNotValid reply is no reason they can act on.
  if (apiError.kind === 'tokenNotValid') return msgKey('recovery:errors.server');
  return failureMsg(error, msgKey('recovery:errors.server'));
}

export const validateIdentity = createAppAsyncThunk<void, ForgotValidatePayload>(
  'recovery/validate',
  async (payload, { dispatch, rejectWithValue }) => {
    try {
      const reply = await postForgotValidate({
        ...payload,
        email: normaliseRecoveryEmail(payload.email),
      });
      if (!reply.success) return rejectWithValue(refused(reply, 'recovery:errors.notValidated'));
    } catch (error) {
      return rejectWithValue(thrown(error, dispatch));
    }
  },
);

export const sendResetCode = createAppAsyncThunk<void, string>(
  'recovery/sendCode',
  async (email, { dispatch, rejectWithValue }) => {
    try {
      const reply = await postForgot(normaliseRecoveryEmail(email));
      if (!reply.success) return rejectWithValue(refused(reply, 'recovery:errors.unknown'));
    } catch (error) {
      return rejectWithValue(thrown(error, dispatch));
    }
  },
);

export const resetPassword = createAppAsyncThunk<void, ResetPayload>(
  'recovery/reset',
  async (payload, { dispatch, rejectWithValue }) => {
    try {
      const reply = await postReset({
        email: normaliseRecoveryEmail(payload.email),
        code: payload.code.trim(),
        password: payload.password,
      });
      if (!reply.success) return rejectWithValue(refused(reply, 'recovery:errors.resetUnknown'));
    } catch (error) {
      return rejectWithValue(thrown(error, dispatch));
    }
  },
);
