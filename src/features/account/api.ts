import { api } from '../../api/client';
import type { ApiReply, ChangePasswordPayload, Pharmacy, Sex, User } from '../../api/types';

/** What the account page may change (docs/account.md#profile: name, birth date, e-mail, card are read-only). */
export interface ProfileUpdate {
  sex: Sex;
  address: string;
  city: string;
  province: string;
  postal: string;
  country: string;
  /** Digits only. */
  mobilePhone: string;
  phone: string;
  internationalPhone: string;
  preferredPharmacy: Pharmacy | null;
  familyDoc: boolean | null;
}

/** POST /me: answers the updated user. */
export const postProfile = (update: ProfileUpdate) =>
  api.post<User | ApiReply>('/me', update).then((r) => r.data);

/** POST /me/shouldupdate: the patient confirmed their details. */
export const postShouldUpdate = (payload: { shouldUpdate: false; hasFamilyDoc: boolean }) =>
  api.post<User | ApiReply>('/me/shouldupdate', payload).then((r) => r.data);

/** POST /login/reset with manualReset: a logged-in patient changes their password. */
export const postChangePassword = (payload: ChangePasswordPayload) =>
  api.post<ApiReply>('/login/reset', payload).then((r) => r.data);
