import { SubmitButton } from '../../../components/form';
import { useEffect, useReducer, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Drug, IcdCondition, NamedItem } from '../../../api/types';
import { useAppDispatch } from '../../../app/hooks';
import { Field } from '../../../components/form';
import { useMsg } from '../../../i18n/useMsg';
import type { MedicalInfoPart } from '../rules/validation';
import {
  addProblem,
  draftReducer,
  typedItem,
  type Draft,
  type DraftAction,
  type Group,
} from '../draft';
import { failureOf } from '../../../state/serviceThunk';
import {
  medicalInfoAlert,
  saveMedicalInfo,
  searchConditions,
  searchMedications,
  type BrokenRule,
} from '../thunks';
import ChoiceGroup from './ChoiceGroup';
import OtherSearch, { type SearchOption } from './OtherSearch';
import OtherSurgery from './OtherSurgery';
import RadioGroup from './RadioGroup';
import ActionButton from '../../../components/ActionButton';

interface Props {
  initial: Draft;
  onSaved: () => void;
  onCancel: () => void;
}

interface Problem {
  part: MedicalInfoPart;
  text: string;
  /** The rule is about an empty 'Other' list: its entry is where to go. */
  inOther: boolean;
}

const conditionOption = (condition: IcdCondition): SearchOption => ({
  item: { _id: condition._id, name: condition.name },
  detail: condition.code,
});

const medicationOption = (drug: Drug): SearchOption => ({
  item: { _id: drug._id, name: drug.name },
  detail: drug.ingredient.toLowerCase() === drug.name.toLowerCase() ? undefined : drug.ingredient,
});

const names = (list: readonly NamedItem[] | null) => (list ?? []).map((item) => item.name);

/** Takes the patient to the part a save rule is about. */
function focusPart(problem: Problem) {
  const other = document.getElementById(`mi-${problem.part}-other-input`);
  const group = document.getElementById(`mi-${problem.part}`);
  const target =
    problem.inOther && other
      ? other
      : group?.querySelector<HTMLInputElement>('input:not(:disabled)');
  target?.focus();
  group?.scrollIntoView({ block: 'center', behavior: 'smooth' });
}

/** The free-text answers, in their order on the form. */
const TEXT_FIELDS: readonly {
  field: 'MedicationsCurrentlyTaken' | 'supplements' | 'otherItems';
  id: string;
  label: string;
  hint?: string;
  rows: number;
}[] = [
  {
    field: 'MedicationsCurrentlyTaken',
    id: 'mi-medications',
    label: 'fields.medications',
    hint: 'fields.medicationsHint',
    rows: 3,
  },
  {
    field: 'supplements',
    id: 'mi-supplements',
    label: 'fields.supplements',
    hint: 'fields.supplementsHint',
    rows: 2,
  },
  { field: 'otherItems', id: 'mi-other-items', label: 'fields.otherItems', rows: 2 },
];

interface TextFieldProps {
  id: string;
  label: string;
  hint?: string;
  rows: number;
  value: string;
  onChange: (value: string) => void;
  /** The group's last field: the group's own padding ends it. */
  last?: boolean;
}

/** One of the free-text answers (medications, supplements, anything else). */
function TextField({ id, label, hint, rows, value, onChange, last = false }: TextFieldProps) {
  return (
    <Field
      id={id}
      label={label}
      labelClassName="form-label mi-legend"
      hint={hint}
      className={last ? '' : 'mb-3'}
    >
      {(control) => (
        <textarea
          {...control.props('form-control')}
          rows={rows}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

export default function MedicalInfoForm({ initial, onSaved, onCancel }: Props) {
  const { t } = useTranslation('medicalInfo');
  const render = useMsg();
  const dispatch = useAppDispatch();
  const [draft, dispatchDraft] = useReducer(draftReducer, initial);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [saving, setSaving] = useState(false);

  // A new object on every failed save, so the same problem twice still moves focus.
  useEffect(() => {
    if (problem) focusPart(problem);
  }, [problem]);

  const update = (action: DraftAction) => {
    setProblem(null);
    dispatchDraft(action);
  };

  const refusal = (group: Group, name: string, empty: string, duplicate: string) => {
    const found = addProblem(draft, group, name);
    if (found === 'empty') return t(`addErrors.${empty}`);
    if (found === 'duplicate') return t(`addErrors.${duplicate}`);
    return null;
  };

  const addCondition = (item: NamedItem) => {
    const refused = refusal('conditions', item.name, 'conditionDuplicate', 'conditionDuplicate');
    if (!refused) update({ type: 'itemAdded', group: 'conditions', item });
    return refused;
  };

  const addAllergy = (item: NamedItem) => {
    const refused = refusal('allergies', item.name, 'allergyEmpty', 'allergyDuplicate');
    if (!refused) update({ type: 'itemAdded', group: 'allergies', item });
    return refused;
  };

  const addSurgery = (name: string) => {
    const refused = refusal('surgeries', name, 'surgeryEmpty', 'surgeryDuplicate');
    if (!refused) update({ type: 'surgeryAdded', name: name.trim() });
    return refused;
  };

  const errorFor = (part: MedicalInfoPart) => (problem?.part === part ? problem.text : null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    const failure = failureOf<BrokenRule>(await dispatch(saveMedicalInfo(draft)));
    if (!failure) {
      onSaved();
      return;
    }
    // Everything ticked and typed stays as it was; what failed is a 5 s danger alert.
    setSaving(false);
    dispatch(medicalInfoAlert(failure.msg, 'danger'));
    const rule = failure.detail?.rule;
    if (rule) {
      setProblem({
        part: rule.part,
        text: render(failure.msg),
        inOther: rule.error.startsWith('other'),
      });
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="mi-form">
      <ChoiceGroup group="conditions" draft={draft} update={update} error={errorFor('conditions')}>
        <OtherSearch
          group="conditions"
          search={searchConditions}
          toOption={conditionOption}
          notFound={t('search.conditionNotFound')}
          names={names(draft.otherMedicalConditions)}
          onAdd={addCondition}
          onRemove={(index) => update({ type: 'otherRemoved', group: 'conditions', index })}
        />
      </ChoiceGroup>
      <ChoiceGroup group="surgeries" draft={draft} update={update} error={errorFor('surgeries')}>
        <OtherSurgery
          names={draft.otherSurgery ?? []}
          onAdd={addSurgery}
          onRemove={(index) => update({ type: 'otherRemoved', group: 'surgeries', index })}
        />
      </ChoiceGroup>
      <ChoiceGroup group="allergies" draft={draft} update={update} error={errorFor('allergies')}>
        <OtherSearch
          group="allergies"
          search={searchMedications}
          toOption={medicationOption}
          notFound={t('search.medicationNotFound')}
          names={names(draft.otherAllergy)}
          onAdd={addAllergy}
          onAddTyped={(text) => addAllergy(typedItem(text))}
          onRemove={(index) => update({ type: 'otherRemoved', group: 'allergies', index })}
        />
      </ChoiceGroup>
      <div className="mi-pair">
        <RadioGroup
          set="alcohol"
          value={draft.AlcoholHistory}
          hint={t('groups.alcohol.hint')}
          error={errorFor('alcohol')}
          onChange={(value) => update({ type: 'fieldChanged', field: 'AlcoholHistory', value })}
        />
        <RadioGroup
          set="smoking"
          value={draft.SmokingHistory}
          error={errorFor('smoking')}
          onChange={(value) => update({ type: 'fieldChanged', field: 'SmokingHistory', value })}
        />
      </div>
      <div className="mi-group">
        {TEXT_FIELDS.map(({ field, id, label, hint, rows }, index) => (
          <TextField
            key={field}
            id={id}
            label={t(label)}
            hint={hint && t(hint)}
            rows={rows}
            value={draft[field]}
            onChange={(value) => update({ type: 'fieldChanged', field, value })}
            last={index === TEXT_FIELDS.length - 1}
          />
        ))}
      </div>
      <div className="mi-actions">
        <ActionButton
          className="btn btn-outline-secondary"
          disabled={saving}
          onClick={onCancel}
          label={t('edit.cancel')}
        />
        <SubmitButton busy={saving} label={t('edit.save')} busyLabel={t('edit.saving')} />
      </div>
    </form>
  );
}
