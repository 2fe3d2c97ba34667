import Spinner from '../Spinner';

export interface SubmitButtonProps {
  /** The form's work is under way: the button is disabled and says so. */
  busy: boolean;
  /** Disabled for another reason as well (the clinic offline, nothing to send). */
  disabled?: boolean;
  label: string;
  /** What it says while busy, beside a spinner: its label unless it has busy words of its own. */
  busyLabel?: string;
  className?: string;
}

/**
 * A form's submit button that shows its work: while busy it is disabled and aria-busy, with a
 * spinner and its busy words, so a second press sends nothing. It is never disabled while the page
 * settles (only by the form's own rule, `disabled`): the first press is the patient's, and
 * useForm's in-flight guard, not the button, keeps a press that lands mid-render from sending twice.
 */
export default function SubmitButton({
  busy,
  disabled = false,
  label,
  busyLabel = label,
  className = 'btn btn-primary',
}: SubmitButtonProps) {
  return (
    <button type="submit" className={className} disabled={busy || disabled} aria-busy={busy}>
      {busy && <Spinner inline />}
      {busy ? busyLabel : label}
    </button>
  );
}
