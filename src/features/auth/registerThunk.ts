import { isAxiosError } from '../../api/isAxiosError';
import { msgKey } from '../../api/message';
import { failureMsg, replyMsg } from '../../api/replyMessage';
import { handleApiError } from '../../api/handleApiError';
import type { RegistrationValues } from './register/registrationFields';
import { toRegistrationPayload } from './register/registrationPayload';
import { postRegister } from './api';
import { createAppAsyncThunk } from '../../app/hooks';

/** A database refusal (a duplicate e-mail): the generic handler names it (src/api/errors.ts). */
function hasSysError(error: unknown): boolean {
  if (!isAxiosError(error)) return false;
  const body: unknown = error.response?.data;
  return (
    typeof body === 'object' && body !== null && (body as { sysError?: unknown }).sysError != null
  );
}

/** Where the confirmation link went: the e-mail as it was sent. */
export interface RegisterResult {
  email: string;
}

/**
 * POST /register. docs/account.md#registration-outcome: the server's message when it gives one; 'Registration failed, …'
 * for a refusal without one; 'Unknown error occurred, …' when nothing usable came back. A
 * duplicate e-mail (a raw sysError) reads as common:errors.duplicateEmail via the generic handler.
 */
export const register = createAppAsyncThunk<RegisterResult, RegistrationValues>(
  'auth/register',
  async (values, { dispatch, rejectWithValue }) => {
    const payload = toRegistrationPayload(values);
    try {
      const reply = await postRegister(payload);
      if (!reply.success) {
        return rejectWithValue(
          replyMsg(reply, msgKey('register:errors.failed'), ['extras.message', 'message']),
        );
      }
      return { email: payload.email };
    } catch (error) {
      const apiError = handleApiError(error, dispatch);
      if (apiError.kind === 'network' || (apiError.status ?? 0) >= 500) {
        return rejectWithValue(msgKey('register:errors.unknown'));
      }
      return rejectWithValue(
        hasSysError(error) ? apiError.message : failureMsg(error, msgKey('register:errors.failed')),
      );
    }
  },
);
