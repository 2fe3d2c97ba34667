import type { Ref } from 'react';

export interface FieldErrorProps {
  /** What the control's (or the form's) aria-describedby names. */
  id?: string;
  /** The message in words; nothing is rendered without one. */
  text: string | null | undefined;
  /**
   * How it looks where it stands: Bootstrap's invalid-feedback under a control by default; an
   * alert above a group or at the foot of a form ('alert alert-danger …'); the request and
   * medical-information pages' own ('req-error', 'mi-error').
   */
  className?: string;
  /** A paragraph where it reads as one in the page's flow; a div otherwise. */
  as?: 'div' | 'p';
  /**
   * Read out when it appears (role="alert", the default). Off where the focus, moved to the
   * field, already brings the message with it.
   */
  announce?: boolean;
  /** Focusable from script (tabIndex -1), for a message that takes the focus itself. */
  focusable?: boolean;
  /** The message's element (a div): for one that takes the focus. */
  ref?: Ref<HTMLDivElement>;
}

/** A validation or refusal message, tied to its control by id. */
export default function FieldError({
  id,
  text,
  className = 'invalid-feedback d-block',
  as: Tag = 'div',
  announce = true,
  focusable = false,
  ref,
}: FieldErrorProps) {
  if (!text) return null;
  const attributes = {
    id,
    className,
    role: announce ? 'alert' : undefined,
    tabIndex: focusable ? -1 : undefined,
  };
  if (Tag === 'p') return <p {...attributes}>{text}</p>;
  return (
    <div ref={ref} {...attributes}>
      {text}
    </div>
  );
}
