export interface ShowPasswordsProps {
  /** The checkbox's id. */
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** The box under a form's password fields that shows what was typed in them. */
export default function ShowPasswords({ id, label, checked, onChange }: ShowPasswordsProps) {
  return (
    <div className="form-check mb-3">
      <input
        id={id}
        className="form-check-input"
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label className="form-check-label" htmlFor={id}>
        {label}
      </label>
    </div>
  );
}
