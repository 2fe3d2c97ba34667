import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR, Field, HINT } from '../../../components/form';
import type { Group } from '../draft';
import OtherEntries from './OtherEntries';
import type { OtherEntry } from './useOtherEntry';

interface Props {
  group: Group;
  /** The entry's refusal, announcement and input (useOtherEntry). */
  entry: OtherEntry;
  type: 'search' | 'text';
  spellCheck?: boolean;
  value: string;
  onType: (text: string) => void;
  /** Enter in the entry (it never submits the whole form). */
  onEnter: () => void;
  /** The button beside the entry that adds what is typed. */
  add?: { label: string; onClick: () => void };
  /** What describes the entry between its hint and its refusal (a search's status line). */
  statusId?: string;
  /** What stands under the entry, before the list: a search's status and results, or the announcement. */
  status: ReactNode;
  /** The list so far, each with its own remove button. */
  names: readonly string[];
  onRemove: (index: number) => void;
}

/** A group's 'Other' entry: what is typed, the refusal of an add, and the list so far. */
export default function OtherEntryField({
  group,
  entry,
  type,
  spellCheck,
  value,
  onType,
  onEnter,
  add,
  statusId,
  status,
  names,
  onRemove,
}: Props) {
  const { t } = useTranslation('medicalInfo');
  const id = `mi-${group}-other-input`;
  return (
    <Field
      id={id}
      label={t(`other.${group}.label`)}
      hint={t(`other.${group}.hint`)}
      error={entry.error}
      describedBy={[HINT, statusId, ERROR]}
      className=""
      footer={
        <>
          {status}
          <OtherEntries
            id={`${id}-entries`}
            label={t(`other.${group}.listLabel`)}
            names={names}
            onRemove={(index) => {
              const name = names[index] ?? '';
              onRemove(index);
              entry.removed(name);
            }}
          />
        </>
      }
    >
      {(control) => (
        <div className={add ? 'mi-entry-row' : undefined}>
          <input
            ref={entry.input}
            {...control.props('form-control')}
            type={type}
            autoComplete="off"
            spellCheck={spellCheck}
            value={value}
            onChange={(e) => {
              entry.typed();
              onType(e.target.value);
            }}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              onEnter();
            }}
          />
          {add && (
            <button type="button" className="btn btn-outline-primary" onClick={add.onClick}>
              {add.label}
            </button>
          )}
        </div>
      )}
    </Field>
  );
}
