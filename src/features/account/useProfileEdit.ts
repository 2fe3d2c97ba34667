import { useEffect, useRef, useState, type FormEvent } from 'react';
import { msgKey, type Msg } from '../../api/message';
import type { Pharmacy, User } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { loadPharmacies } from '../../state/user/pharmacyThunks';
import { selectPharmacies, selectPharmaciesStatus } from '../../state/user/slice';
import { validateProfile, type ProfileField, type ProfileValues } from './profileRules';
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
  const [error, setError] = useState<{ msg: Msg; fields: ProfileField[] } | null>(null);
  const [saving, setSaving] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const wasEditing = useRef(editing);

  // Editing starts from the user's current values every time; Cancel simply drops the draft.
  if (editing && draft === null) {
    setDraft({ values: { ...profileValues(user), ...seed }, pharmacy: user.preferredPharmacy });
  }
  if (!editing && draft !== null) {
    setDraft(null);
    setError(null);
  }

  // Asked for once each time editing starts: a list that failed before gets another try then.
  const askedThisEdit = useRef(false);
  useEffect(() => {
    if (!editing) {
      askedThisEdit.current = false;
      return;
    }
    if (askedThisEdit.current || pharmaciesStatus === 'loading' || pharmaciesStatus === 'loaded') {
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

  const invalid = (field: ProfileField) => error?.fields.includes(field) ?? false;
  const describe = (field: ProfileField) => (invalid(field) ? PROFILE_ERROR_ID : undefined);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft || saving) return;
    const checked = { ...draft.values, preferredPharmacy: draft.pharmacy?._id ?? '' };
    const problem = validateProfile(checked, { hadPharmacy: user.preferredPharmacy !== null });
    if (problem) {
      setError({ msg: msgKey(`account:profile.errors.${problem.error}`), fields: problem.fields });
      const first = problem.fields[0];
      const target =
        first === 'preferredPharmacy'
          ? form.current?.querySelector<HTMLElement>(
              '#profile-preferredPharmacy input, #profile-preferredPharmacy button',
            )
          : first
            ? form.current?.querySelector<HTMLElement>(`#${profileFieldId(first)}`)
            : null;
      target?.focus();
      return;
    }
    setError(null);
    setSaving(true);
    const result = await dispatch(updateProfile(profileUpdate(draft.values, draft.pharmacy)));
    setSaving(false);
    if (updateProfile.fulfilled.match(result)) {
      onUpdated(result.payload);
      return;
    }
    // What the patient typed stays in the draft; only the message changes.
    setError({ msg: result.payload ?? msgKey('account:errors.server'), fields: [] });
  };

  return {
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
    invalid,
    describe,
    onSubmit,
  };
}
