import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import Spinner from './Spinner';

export interface ActionButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'type'
> {
  label: ReactNode;
  type?: 'button' | 'submit';
  /** Its work is under way: a spinner stands beside the label, and it is disabled. */
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button of a form's or dialog's actions (Cancel, Confirm, Update…), disabled while its work, or
 * the form's, is under way. A form's submit button is the form kit's SubmitButton, which also says
 * it is busy (aria-busy) and may have busy words of its own.
 */
export default function ActionButton({
  label,
  type = 'button',
  className = 'btn btn-primary',
  busy = false,
  disabled = false,
  ...button
}: ActionButtonProps) {
  return (
    <button type={type} className={className} disabled={busy || disabled} {...button}>
      {busy && <Spinner inline />}
      {label}
    </button>
  );
}
