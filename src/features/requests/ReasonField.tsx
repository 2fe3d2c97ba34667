import { useTranslation } from 'react-i18next';
import { ERROR, Field, HINT } from '../../components/form';
import { REASON_MAX_LENGTH } from '../../lib/sickNote';
import { REQUEST_GROUP } from './requestFieldLook';

interface Props {
  id: string;
  label: string;
  hint: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}

/** The reason or details text: 400 characters at most, with a counter. */
export default function ReasonField({ id, label, hint, value, error, onChange }: Props) {
  const { t } = useTranslation('forms');
  return (
    <Field
      {...REQUEST_GROUP}
      id={id}
      label={label}
      hint={hint}
      hintFirst
      error={error}
      describedBy={[HINT, `${id}-count`, ERROR]}
    >
      {(control) => (
        <>
          <textarea
            {...control.props('form-control')}
            rows={4}
            maxLength={REASON_MAX_LENGTH}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
          <p id={`${id}-count`} className="req-counter mb-0">
            {t('reasonCounter', { count: value.length, max: REASON_MAX_LENGTH })}
          </p>
        </>
      )}
    </Field>
  );
}
