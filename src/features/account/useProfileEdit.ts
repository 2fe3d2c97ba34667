import { useEffect, useRef, useState, type FormEvent } from 'react';
import { msgKey, type Msg } from '../../api/message';
import type { Pharmacy, User } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useFormErrors } from '../../components/form';
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
  const [draft, setDraft] = useState<Draft | null>(null);
  const [saving, setSaving] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const wasEditing = useRef(editing);
  // A failing rule flags each field it concerns with its one message; the service's refusal
  // flags none. Either shows in the one alert by the buttons.
  const errors = useFormErrors<ProfileField>(PROFILE_FIELDS, (field) =>
    form.current?.querySelector<HTMLElement>(
      field === 'preferredPharmacy'
        ? '#profile-preferredPharmacy input, #profile-preferredPharmacy button'
        : `#${profileFieldId(field)}`,
    ),
  );
  const [failure, setFailure] = useState<Msg | null>(null);

  // Editing starts from the user's current values every time; Cancel simply drops the draft.
  if (editing && draft === null) {
    setDraft({ values: { ...profileValues(user), ...seed }, pharmacy: user.preferredPharmacy });
  }
  if (!editing && draft !== null) {
    setDraft(null);
    errors.clear();
    setFailure(null);
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

  const error = failure ?? errors.first();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft || saving) return;
    const checked = { ...draft.values, preferredPharmacy: draft.pharmacy?._id ?? '' };
    const problem = validateProfile(checked, { hadPharmacy: user.preferredPharmacy !== null });
    setFailure(null);
    if (problem) {
      const msg = msgKey(`account:profile.errors.${problem.error}`);
      errors.show(Object.fromEntries(problem.fields.map((field) => [field, msg])));
      return;
    }
    errors.clear();
    setSaving(true);
    const result = await dispatch(updateProfile(profileUpdate(draft.values, draft.pharmacy)));
    setSaving(false);
    if (updateProfile.fulfilled.match(result)) {
      onUpdated(result.payload);
      return;
    }
    // What the patient typed stays in the draft; only the message changes.
    setFailure(result.payload ?? msgKey('account:errors.server'));
  };

  return {
    user,
    editing,
    values,
    draft,
    error,
    saving,
    pharmacies,
    pharmaciesStatus,
    editButton,
    form,
    set,
    setPharmacy,
    invalid: errors.invalid,
    onSubmit,
  };
}

/** What the form's sections read: the values, the draft and its setters, the flagged fields. */
export type ProfileEdit = Omit<
  ReturnType<typeof useProfileEdit>,
  'form' | 'editButton' | 'onSubmit'
>;
