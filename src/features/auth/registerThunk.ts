import { isAxiosError } from '../../api/isAxiosError';
import { msgKey, msgText } from '../../api/message';
import { handleApiError } from '../../app/handleApiError';
import { toRegistrationPayload, type RegistrationValues } from '../../lib/validation/registration';
import { postRegister } from './api';
import { createAppAsyncThunk } from '../../app/hooks';

/** The refusal carried a text of its own (sysError, message, extras.message), not just a status. */
function hasServerDetail(error: unknown): boolean {
  if (!isAxiosError(error)) return false;
  const body: unknown = error.response?.data;
  if (typeof body !== 'object' || body === null) return false;
  const { sysError, message, extras } = body as Record<string, unknown>;
  const extrasMessage = (extras as { message?: unknown } | undefined)?.message;
  return (
    (sysError !== undefined && sysError !== null) ||
    (typeof message === 'string' && message !== '') ||
    (typeof extrasMessage === 'string' && extrasMessage !== '')
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
        const message = reply.extras?.message ?? reply.message;
        return rejectWithValue(message ? msgText(message) : msgKey('register:errors.failed'));
      }
      return { email: payload.email };
    } catch (error) {
      const apiError = handleApiError(error, dispatch);
      if (apiError.kind === 'network' || (apiError.status ?? 0) >= 500) {
        return rejectWithValue(msgKey('register:errors.unknown'));
      }
      return rejectWithValue(
        hasServerDetail(error) ? apiError.message : msgKey('register:errors.failed'),
      );
    }
  },
);
