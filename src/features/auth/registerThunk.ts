import { toApiError } from '../../api/errors';
import { isAxiosError } from '../../api/isAxiosError';
import { msgKey } from '../../api/message';
import { replyMsg } from '../../api/replyMessage';
import { createServiceThunk, Refusal } from '../../state/serviceThunk';
import type { RegistrationValues } from './register/registrationFields';
import { toRegistrationPayload } from './register/registrationPayload';
import { postRegister } from './api';
import { isDuplicateEmail } from './register/duplicateEmail';

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
 * POST /register. docs/account.md#registration-outcome: the server's message when it gives one;
 * 'Registration failed, …' for a refusal without one; 'Unknown error occurred, …' when nothing
 * usable came back (no answer, a 5xx). A visitor's call: no session is involved.
 */
export const register = createServiceThunk<RegisterResult, RegistrationValues>(
  'auth/register',
  async (values) => {
    const payload = toRegistrationPayload(values);
    const reply = await postRegister(payload).catch((error: unknown) => {
      // The database's own refusal (a duplicate e-mail) carries no words for the patient: the
      // generic handler names it, as the page shows it ('email is invalid …' and where to go).
      if (hasSysError(error)) {
        const sysError = isAxiosError(error)
          ? (error.response?.data as { sysError?: unknown }).sysError
          : null;
        throw new Refusal(
          isDuplicateEmail(sysError)
            ? msgKey('common:errors.duplicateEmail')
            : toApiError(error).message,
        );
      }
      throw error;
    });
    // A refusal in the answer puts its words in extras first (a 4xx's in `message` first).
    if (!reply.success) {
      throw new Refusal(
        replyMsg(reply, msgKey('register:errors.failed'), ['extras.message', 'message']),
      );
    }
    return { email: payload.email };
  },
  {
    fallback: (kind, status) =>
      kind === 'network' || (status ?? 0) >= 500
        ? msgKey('register:errors.unknown')
        : msgKey('register:errors.failed'),
    visitor: true,
  },
);
