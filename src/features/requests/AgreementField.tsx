import FieldError from './FieldError';

interface Props {
  id: string;
  label: string;
  checked: boolean;
  error: string | null;
  onChange: (checked: boolean) => void;
}

export default function AgreementField({ id, label, checked, error, onChange }: Props) {
  return (
    <div className={`req-group${error ? ' is-invalid' : ''}`}>
      <div className="form-check">
        <input
          id={id}
          className={`form-check-input${error ? ' is-invalid' : ''}`}
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        <label className="form-check-label" htmlFor={id}>
          {label}
        </label>
      </div>
      <FieldError id={`${id}-error`} text={error} />
    </div>
  );
}
