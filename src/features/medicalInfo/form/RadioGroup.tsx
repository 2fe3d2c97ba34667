import { useTranslation } from 'react-i18next';
import { Check, describedByOf, FieldError, invalidClass } from '../../../components/form';
import { CHOICES } from '../rules/choices';
import { GROUP_CLASS, GROUP_ERROR } from './ChoiceGroup';

interface Props {
  set: 'alcohol' | 'smoking';
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  hint?: string;
}

/** Alcohol or smoking history: one answer from the spec's list. */
export default function RadioGroup({ set, value, onChange, error, hint }: Props) {
  const { t } = useTranslation('medicalInfo');
  const id = `mi-${set}`;
  const describedBy = describedByOf(hint && `${id}-hint`, error && `${id}-error`);
  return (
    <fieldset
      id={id}
      className={invalidClass(GROUP_CLASS, Boolean(error))}
      aria-describedby={describedBy}
    >
      <legend className="req-legend">{t(`groups.${set}.legend`)}</legend>
      {hint && (
        <p id={`${id}-hint`} className="form-text mt-0 mb-2">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} text={error} {...GROUP_ERROR} />
      <div className="mi-radios">
        {CHOICES[set].map((choice) => (
          <Check
            key={choice.key}
            id={`${id}-${choice.key}`}
            type="radio"
            name={id}
            value={choice.value}
            label={t(`choices.${set}.${choice.key}`)}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
          />
        ))}
      </div>
    </fieldset>
  );
}
