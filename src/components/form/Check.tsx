import type { InputHTMLAttributes, ReactNode } from 'react';

export interface CheckProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'className' | 'onChange'
> {
  id: string;
  label: ReactNode;
  type?: 'checkbox' | 'radio';
  /** The wrapper's classes: Bootstrap's form-check, with the page's spacing or look. */
  className?: string;
  /** For a radio, true whenever it is chosen. */
  onChange: (checked: boolean) => void;
  /** Flagged by the form's rules: marked invalid, for the eye and for assistive technology. */
  invalid?: boolean;
}

/** A checkbox or radio button with its label after it (Bootstrap's form-check). */
export default function Check({
  id,
  label,
  type = 'checkbox',
  className = 'form-check',
  onChange,
  invalid = false,
  ...input
}: CheckProps) {
  return (
    <div className={className}>
      <input
        id={id}
        className={`form-check-input${invalid ? ' is-invalid' : ''}`}
        type={type}
        aria-invalid={invalid || undefined}
        {...input}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label className="form-check-label" htmlFor={id}>
        {label}
      </label>
    </div>
  );
}
