import { useEffect, useRef } from 'react';
import { msgKey } from '../../api/message';
import type { Pharmacy, User } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useForm } from '../../components/form';
import { failureOf } from '../../state/serviceThunk';
import { loadPharmacies } from '../../state/user/thunks';
import { selectPharmacies, selectPharmaciesStatus } from '../../state/user/slice';
import {
  PROFILE_FIELDS,
  validateProfile,
  type ProfileField,
  type ProfileValues,
} from './profileRules';
import { FIRST_EDITABLE, profileUpdate, profileValues } from './profileValues';
import { updateProfile } from './thunks';

interface Draft {
  values: ProfileValues;
  pharmacy: Pharmacy | null;
}

export const PROFILE_ERROR_ID = 'profile-error';
export const profileFieldId = (field: ProfileField) => `profile-${field}`;

interface Options {
  user: User;
  editing: boolean;
  /** Values to start editing with, over the user's own (the shouldUpdate flow's answer). */
  seed?: Partial<ProfileValues>;
  onUpdated: (user: User) => void;
}

/**
 * The Profile tab's editing (docs/account.md#profile-rules-and-messages): a draft made from the
 * user's values each time editing starts, the pharmacy list asked for then, the focus moved into
 * the form and back to Edit, the first failing rule shown and focused, and the update sent, with
 * what the patient typed kept when it fails.
 */
export function useProfileEdit({ user, editing, seed, onUpdated }: Options) {
  const dispatch = useAppDispatch();
  const pharmacies = useAppSelector(selectPharmacies);
  const pharmaciesStatus = useAppSelector(selectPharmaciesStatus);
  const editButton = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const wasEditing = useRef(editing);
  // The draft is the kit's values (null while not editing). A failing rule flags each field it
  // concerns with its one message; the service's refusal flags none. Either shows in the one
  // alert by the buttons, and stays until the next Update (a change does not clear it).
  const kit = useForm<ProfileField, Draft | null>({
    order: PROFILE_FIELDS,
    ids: Object.fromEntries(
      PROFILE_FIELDS.map((field) => [field, profileFieldId(field)]),
    ) as Record<ProfileField, string>,
    initial: null,
    check: (current) => {
      if (!current) return {};
      const checked = { ...current.values, preferredPharmacy: current.pharmacy?._id ?? '' };
      const problem = validateProfile(checked, { hadPharmacy: user.preferredPharmacy !== null });
      if (!problem) return {};
      const msg = msgKey(`account:profile.errors.${problem.error}`);
      return Object.fromEntries(problem.fields.map((field) => [field, msg]));
    },
    send: async (current) => {
      if (!current) return null;
      const result = await dispatch(updateProfile(profileUpdate(current.values, current.pharmacy)));
      if (updateProfile.fulfilled.match(result)) onUpdated(result.payload);
      // What the patient typed stays in the draft; only the message changes.
      return failureOf(result)?.msg;
    },
  });
  const { values: draft, setValues: setDraft, errors } = kit;

  // Editing starts from the user's current values every time; Cancel simply drops the draft.
  if (editing && draft === null) {
    setDraft({ values: { ...profileValues(user), ...seed }, pharmacy: user.preferredPharmacy });
  }
  if (!editing && draft !== null) {
    setDraft(null);
    errors.clear();
    kit.setFailure(null);
  }

  // Asked for once each time editing starts: a list that failed before gets another try then.
  const askedThisEdit = useRef(false);
  useEffect(() => {
    if (!editing) {
      askedThisEdit.current = false;
      return;
    }
    if (
      askedThisEdit.current ||
      pharmaciesStatus === 'loading' ||
      pharmaciesStatus === 'succeeded'
    ) {
      return;
    }
    askedThisEdit.current = true;
    void dispatch(loadPharmacies());
  }, [editing, pharmaciesStatus, dispatch]);

  // Focus follows the mode: into the first field on Edit, back to Edit when done.
  useEffect(() => {
    if (editing === wasEditing.current) return;
    wasEditing.current = editing;
    if (editing)
      form.current?.querySelector<HTMLElement>(`#${profileFieldId(FIRST_EDITABLE)}`)?.focus();
    else editButton.current?.focus();
  }, [editing]);

  const values = draft?.values ?? profileValues(user);

  const set = (field: ProfileField) => (value: string) =>
    setDraft((d) => (d ? { ...d, values: { ...d.values, [field]: value } } : d));
  const setPharmacy = (pharmacy: Pharmacy | null) => setDraft((d) => (d ? { ...d, pharmacy } : d));

  const error = kit.failure ?? errors.first();

  return {
    user,
    editing,
    values,
    draft,
    error,
    saving: kit.busy,
    alertRef: kit.alertRef,
    pharmacies,
    pharmaciesStatus,
    editButton,
    form,
    set,
    setPharmacy,
    invalid: errors.invalid,
    onSubmit: kit.props.onSubmit,
  };
}

/** What the form's sections read: the values, the draft and its setters, the flagged fields. */
export type ProfileEdit = Omit<
  ReturnType<typeof useProfileEdit>,
  'form' | 'editButton' | 'onSubmit' | 'alertRef'
>;
