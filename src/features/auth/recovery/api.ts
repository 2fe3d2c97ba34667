import { api } from '../../../api/client';
import type { ApiReply, ForgotValidatePayload, ResetPayload } from '../../../api/types';

/** POST /login/forgot/validate: is there an account with this e-mail and date of birth? */
export const postForgotValidate = (payload: ForgotValidatePayload) =>
  api.post<ApiReply>('/login/forgot/validate', payload).then((r) => r.data);

/** POST /login/forgot: the service e-mails a 6-digit reset code. */
export const postForgot = (email: string) =>
  api.post<ApiReply>('/login/forgot', { email }).then((r) => r.data);

/** POST /login/reset with the mailed code. */
export const postReset = (payload: ResetPayload) =>
  api.post<ApiReply>('/login/reset', payload).then((r) => r.data);
