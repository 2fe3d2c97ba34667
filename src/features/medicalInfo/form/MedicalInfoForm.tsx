import { useEffect, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { msgKey, type Msg } from '../../../api/message';
import type { Drug, IcdCondition, NamedItem } from '../../../api/types';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import ActionButton from '../../../components/ActionButton';
import { Field, SubmitButton, useForm } from '../../../components/form';
import { useMsg } from '../../../i18n/useMsg';
import { failureOf } from '../../../state/serviceThunk';
import {
  addProblem,
  GROUPS,
  otherList,
  otherNames,
  type AddProblem,
  type Draft,
  type DraftAction,
  type Group,
} from '../draft';
import type { MedicalInfoPart } from '../rules/validation';
import { draftChanged, draftDropped, selectDraft } from '../slice';
import {
  medicalInfoAlert,
  saveMedicalInfo,
  searchConditions,
  searchMedications,
  type BrokenRule,
} from '../thunks';
import ChoiceGroup, { GROUP_CLASS } from './ChoiceGroup';
import OtherSearch, { type SearchOption } from './OtherSearch';
import OtherSurgery from './OtherSurgery';
import RadioGroup from './RadioGroup';

interface Props {
  onSaved: () => void;
  onCancel: () => void;
}

/** The parts a save rule is about, in their order on the form. */
const PARTS: readonly MedicalInfoPart[] = [
  'conditions',
  'surgeries',
  'allergies',
  'alcohol',
  'smoking',
];

/**
 * Where a refused save takes the patient: a group's 'Other' entry while 'Other' is ticked (an
 * empty list is then the only rule the group can break), else the group's first control.
 */
function partIds(draft: Draft | null): Record<MedicalInfoPart, string> {
  const group = (part: Group) =>
    draft && otherList(draft, part) !== null ? `mi-${part}-other-input` : `mi-${part}`;
  return {
    conditions: group('conditions'),
    surgeries: group('surgeries'),
    allergies: group('allergies'),
    alcohol: 'mi-alcohol',
    smoking: 'mi-smoking',
  };
}

/**
 * The refusal of an add, by group (docs/medical-info.md#medical-information-rules-and-messages).
 * A condition comes from the search results, so it is never empty.
 */
const ADD_ERRORS: Record<Group, Record<AddProblem, string>> = {
  conditions: { empty: 'conditionDuplicate', duplicate: 'conditionDuplicate' },
  surgeries: { empty: 'surgeryEmpty', duplicate: 'surgeryDuplicate' },
  allergies: { empty: 'allergyEmpty', duplicate: 'allergyDuplicate' },
};

const conditionOption = (condition: IcdCondition): SearchOption => ({
  item: { _id: condition._id, name: condition.name },
  detail: condition.code,
});

const medicationOption = (drug: Drug): SearchOption => ({
  item: { _id: drug._id, name: drug.name },
  detail: drug.ingredient.toLowerCase() === drug.name.toLowerCase() ? undefined : drug.ingredient,
});

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
      labelClassName="form-label req-legend"
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

/**
 * docs/medical-info.md#medical-information-form, on the form kit: the values are the store's
 * draft (each change dispatched), a refused save shows its rule in the group it is about and
 * takes the patient there, and one save at a time.
 */
export default function MedicalInfoForm({ onSaved, onCancel }: Props) {
  const { t } = useTranslation('medicalInfo');
  const render = useMsg();
  const dispatch = useAppDispatch();
  const draft = useAppSelector(selectDraft);

  // Leaving the form (saved, cancelled, gone elsewhere) drops the edit: the next visit starts
  // from the record.
  useEffect(() => () => void dispatch(draftDropped()), [dispatch]);

  const form = useForm<MedicalInfoPart>({
    order: PARTS,
    ids: partIds(draft),
    send: async () => {
      if (!draft) return;
      const failure = failureOf<BrokenRule>(await dispatch(saveMedicalInfo(draft)));
      if (!failure) {
        onSaved();
        return;
      }
      // Everything ticked and typed stays as it was; what failed is a 5 s danger alert.
      dispatch(medicalInfoAlert(failure.msg, 'danger'));
      const rule = failure.detail?.rule;
      if (!rule) return;
      // The group is described by its message, so the message is drawn first (flushSync) for
      // the focus that the kit then moves into the group to find it there; then the whole group
      // is brought to the middle of the screen.
      flushSync(() => form.errors.set(rule.part, failure.msg));
      form.errors.show({ [rule.part]: failure.msg });
      document
        .getElementById(`mi-${rule.part}`)
        ?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    },
  });

  if (!draft) return null;

  // Any change clears the save's message: the rules are checked again on the next save.
  const update = (action: DraftAction) => {
    dispatch(draftChanged(action));
    form.changed(PARTS);
  };

  /** Adds an 'Other' entry; answers the refusal, or null when it was added. */
  const add = (group: Group, item: NamedItem): Msg | null => {
    const problem = addProblem(draft, group, item.name);
    if (problem) return msgKey(`medicalInfo:addErrors.${ADD_ERRORS[group][problem]}`);
    update(
      group === 'surgeries'
        ? { type: 'surgeryAdded', name: item.name }
        : { type: 'itemAdded', group, item },
    );
    return null;
  };

  /** What each group's 'Other' entry is given: its list, and adding and removing. */
  const entries = (group: Group) => ({
    names: otherNames(draft, group),
    onAdd: (item: NamedItem) => add(group, item),
    onRemove: (index: number) => update({ type: 'otherRemoved', group, index }),
  });

  const others: Record<Group, ReactNode> = {
    conditions: (
      <OtherSearch
        group="conditions"
        search={searchConditions}
        toOption={conditionOption}
        {...entries('conditions')}
      />
    ),
    surgeries: <OtherSurgery {...entries('surgeries')} />,
    allergies: (
      <OtherSearch
        group="allergies"
        search={searchMedications}
        toOption={medicationOption}
        typed
        {...entries('allergies')}
      />
    ),
  };

  const errorOf = (part: MedicalInfoPart) => {
    const error = form.errors.errorOf(part);
    return error && render(error);
  };

  return (
    <form {...form.props} className="mi-form">
      {GROUPS.map((group) => (
        <ChoiceGroup key={group} group={group} draft={draft} update={update} error={errorOf(group)}>
          {others[group]}
        </ChoiceGroup>
      ))}
      <div className="mi-pair">
        <RadioGroup
          set="alcohol"
          value={draft.AlcoholHistory}
          hint={t('groups.alcohol.hint')}
          error={errorOf('alcohol')}
          onChange={(value) => update({ type: 'fieldChanged', field: 'AlcoholHistory', value })}
        />
        <RadioGroup
          set="smoking"
          value={draft.SmokingHistory}
          error={errorOf('smoking')}
          onChange={(value) => update({ type: 'fieldChanged', field: 'SmokingHistory', value })}
        />
      </div>
      <div className={GROUP_CLASS}>
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
          disabled={form.busy}
          onClick={onCancel}
          label={t('edit.cancel')}
        />
        <SubmitButton busy={form.busy} label={t('edit.save')} busyLabel={t('edit.saving')} />
      </div>
    </form>
  );
}
