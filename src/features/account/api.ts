import { api } from '../../api/client';
import type { ApiReply, ChangePasswordPayload, User } from '../../api/types';
import type { ProfileField } from './profileRules';

/**
 * What the account page may change: the profile form's fields, as User holds them (the phones
 * digits only). docs/account.md#profile: name, birth date, e-mail and card are read-only.
 */
export type ProfileUpdate = Pick<User, ProfileField>;

/** POST /me: answers the updated user. */
export const postProfile = (update: ProfileUpdate) =>
  api.post<User | ApiReply>('/me', update).then((r) => r.data);

/** POST /me/shouldupdate: the patient confirmed their details. */
export const postShouldUpdate = (payload: { shouldUpdate: false; hasFamilyDoc: boolean }) =>
  api.post<User | ApiReply>('/me/shouldupdate', payload).then((r) => r.data);

/** POST /login/reset with manualReset: a logged-in patient changes their password. */
export const postChangePassword = (payload: ChangePasswordPayload) =>
  api.post<ApiReply>('/login/reset', payload).then((r) => r.data);
