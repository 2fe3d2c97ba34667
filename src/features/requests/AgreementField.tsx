import { controlProps, FieldError, invalidClass } from '../../components/form';
import { REQUEST_ERROR } from './requestFieldLook';

interface Props {
  id: string;
  label: string;
  checked: boolean;
  error: string | null;
  onChange: (checked: boolean) => void;
}

/** The box the patient ticks to agree; its label follows it, as a checkbox's does. */
export default function AgreementField({ id, label, checked, error, onChange }: Props) {
  const errorId = `${id}-error`;
  return (
    <div className={invalidClass('req-group', Boolean(error))}>
      <div className="form-check">
        <input
          id={id}
          {...controlProps('form-check-input', Boolean(error), error ? errorId : undefined)}
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
        />
        <label className="form-check-label" htmlFor={id}>
          {label}
        </label>
      </div>
      <FieldError id={errorId} text={error} {...REQUEST_ERROR} />
    </div>
  );
}
