import { useTranslation } from 'react-i18next';
import { Check, FieldError, invalidClass } from '../../components/form';
import type { SickNotePurpose } from '../../lib/sickNote';
import { REQUEST_ERROR } from './requestFieldLook';

interface Props {
  /** The first option's id: where the focus goes when no purpose is chosen. */
  firstId: string;
  purposes: readonly SickNotePurpose[];
  value: SickNotePurpose | '';
  error: string | null;
  onChange: (purpose: SickNotePurpose) => void;
}

/** What the time off is for: one choice of the purposes the patient's age allows. */
export default function PurposeField({ firstId, purposes, value, error, onChange }: Props) {
  const { t } = useTranslation('forms');
  const errorId = 'sn-purpose-error';
  return (
    <fieldset
      className={invalidClass('req-group', Boolean(error))}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="req-legend">{t('sickNote.purpose.legend')}</legend>
      {purposes.length === 1 && <p className="form-text mt-0">{t('sickNote.purpose.childOnly')}</p>}
      <div className="req-options">
        {purposes.map((option, index) => (
          <Check
            key={option}
            id={index === 0 ? firstId : `sn-purpose-${option}`}
            type="radio"
            name="timeOffIsFor"
            value={option}
            label={t(`sickNote.purpose.${option}`)}
            checked={value === option}
            onChange={() => onChange(option)}
          />
        ))}
      </div>
      <FieldError id={errorId} text={error} {...REQUEST_ERROR} />
    </fieldset>
  );
}
