import { useTranslation } from 'react-i18next';
import { CHOICES } from '../../../lib/medicalInfoChoices';

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
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim();
  return (
    <fieldset
      id={id}
      className={`mi-group${error ? ' is-invalid' : ''}`}
      aria-describedby={describedBy || undefined}
    >
      <legend className="mi-legend">{t(`groups.${set}.legend`)}</legend>
      {hint && (
        <p id={`${id}-hint`} className="form-text mt-0 mb-2">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mi-error">
          {error}
        </p>
      )}
      <div className="mi-radios">
        {CHOICES[set].map((choice) => {
          const inputId = `${id}-${choice.key}`;
          return (
            <div className="form-check" key={choice.key}>
              <input
                id={inputId}
                className="form-check-input"
                type="radio"
                name={id}
                value={choice.value}
                checked={value === choice.value}
                onChange={() => onChange(choice.value)}
              />
              <label className="form-check-label" htmlFor={inputId}>
                {t(`choices.${set}.${choice.key}`)}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
