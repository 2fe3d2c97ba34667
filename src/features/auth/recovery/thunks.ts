import { msgKey } from '../../../api/message';
import type { ForgotValidatePayload, ResetPayload } from '../../../api/types';
import { createServiceThunk, type ServicePolicy } from '../../../state/serviceThunk';
import { normaliseRecoveryEmail } from './recoveryRules';
import { postForgot, postForgotValidate, postReset } from './api';

// The three calls of /forgotpassword (docs/account.md#password-recovery), each a service thunk
// (src/state/serviceThunk.ts). Each step keeps its own state on the page; a failure rejects with
// what the patient reads: the service's words when it gave any, else the step's own fallback for
// an answer that says no, and 'server error' for a 5xx or no answer.

/** A visitor has no session: a refused token ends none. */
const RECOVERY: ServicePolicy = { fallback: msgKey('recovery:errors.server'), visitor: true };

export const validateIdentity = createServiceThunk<void, ForgotValidatePayload>(
  'recovery/validate',
  async (payload, { refuse }) => {
    const reply = await postForgotValidate({
      ...payload,
      email: normaliseRecoveryEmail(payload.email),
    });
    if (!reply.success) throw refuse(reply, msgKey('recovery:errors.notValidated'));
  },
  RECOVERY,
);

export const sendResetCode = createServiceThunk<void, string>(
  'recovery/sendCode',
  async (email, { refuse }) => {
    const reply = await postForgot(normaliseRecoveryEmail(email));
    if (!reply.success) throw refuse(reply, msgKey('recovery:errors.unknown'));
  },
  RECOVERY,
);

export const resetPassword = createServiceThunk<void, ResetPayload>(
  'recovery/reset',
  async (payload, { refuse }) => {
    const reply = await postReset({
      email: normaliseRecoveryEmail(payload.email),
      code: payload.code.trim(),
      password: payload.password,
    });
    if (!reply.success) throw refuse(reply, msgKey('recovery:errors.resetUnknown'));
  },
  RECOVERY,
);
