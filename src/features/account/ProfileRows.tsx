import type { ReactNode } from 'react';

// The account page's rows: a label over a read-only value, or over the control while editing.

/** One labelled row: a read-only value, or the control while editing. */
export function Row({
  id,
  label,
  children,
  wide = false,
}: {
  id: string;
  label: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={wide ? 'col-12' : 'col-md-6'}>
      <label className="form-label fw-semibold mb-1" htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  );
}

export function ReadOnly({
  id,
  value,
  describedBy,
}: {
  id: string;
  value: string;
  describedBy?: string;
}) {
  return (
    <input
      id={id}
      className="form-control-plaintext"
      readOnly
      value={value}
      aria-describedby={describedBy}
    />
  );
}
