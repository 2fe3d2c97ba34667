import type { ReactNode } from 'react';
import { ERROR, Field, type FieldControl } from '../../components/form';
import { PROFILE_ERROR_ID } from './useProfileEdit';

// The account page's sections and rows: a label over a read-only value, or over the control while
// editing.

interface RowProps {
  id: string;
  label: string;
  /** The value shown while not editing (or always, for a field the patient cannot change). */
  shown: string;
  /** What else describes the read-only value. */
  shownDescribedBy?: string;
  wide?: boolean;
  /** The control while editing; a row without one is always read-only. */
  control?: ((control: FieldControl) => ReactNode) | false;
  /** Flagged by the failing rule, whose message stands by the buttons. */
  invalid?: boolean;
  /** What describes the control while it is not in error (a hint shared by several rows). */
  hintId?: string;
}

/** One labelled row: the read-only value, or the control while editing. */
export function ProfileRow({
  id,
  label,
  shown,
  shownDescribedBy,
  wide = false,
  control,
  invalid = false,
  hintId,
}: RowProps) {
  return (
    <Field
      id={id}
      label={label}
      labelClassName="form-label fw-semibold mb-1"
      className={wide ? 'col-12' : 'col-md-6'}
      invalid={invalid}
      errorId={PROFILE_ERROR_ID}
      // The message replaces the shared hint: it says what that field needs.
      describedBy={invalid ? [ERROR] : [hintId]}
    >
      {(field) =>
        control ? control(field) : <ReadOnly id={id} value={shown} describedBy={shownDescribedBy} />
      }
    </Field>
  );
}

function ReadOnly({ id, value, describedBy }: { id: string; value: string; describedBy?: string }) {
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

/** One titled part of the profile (personal, contact, care): its heading names it. */
export function ProfileSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  /** A note under the heading. */
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="h5">
        {title}
      </h2>
      {intro}
      <div className="row g-3 mb-4">{children}</div>
    </section>
  );
}
