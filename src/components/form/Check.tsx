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
}

/** A checkbox or radio button with its label after it (Bootstrap's form-check). */
export default function Check({
  id,
  label,
  type = 'checkbox',
  className = 'form-check',
  onChange,
  ...input
}: CheckProps) {
  return (
    <div className={className}>
      <input
        id={id}
        className="form-check-input"
        type={type}
        {...input}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label className="form-check-label" htmlFor={id}>
        {label}
      </label>
    </div>
  );
}
