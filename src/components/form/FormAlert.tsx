import type { ReactNode, Ref } from 'react';
import type { Msg } from '../../api/message';
import { useMsg } from '../../i18n/useMsg';

export interface FormAlertProps {
  /** The form's failure (useForm's `failure`); nothing is rendered without one. */
  msg: Msg | null;
  /** useForm's `alertRef`: the alert takes the focus when it appears. */
  alertRef?: Ref<HTMLDivElement>;
  id?: string;
  /** Its look where the page has its own (the request pages' 'req-error'). */
  className?: string;
  /**
   * More about the failure, in the same alert after the message, so it is read out and focused
   * with it (registration: a duplicate e-mail's line on where to go). The message is then a
   * paragraph of its own.
   */
  children?: ReactNode;
}

/**
 * A form's own failure (the service refused, no answer came, a rule about the whole form): an
 * alert read out when it appears, focusable so the form can move the focus to it.
 */
export default function FormAlert({
  msg,
  alertRef,
  id,
  className = 'alert alert-danger',
  children,
}: FormAlertProps) {
  const render = useMsg();
  if (!msg) return null;
  const text = render(msg);
  return (
    <div id={id} ref={alertRef} className={className} role="alert" tabIndex={-1}>
      {children ? <p className="mb-0">{text}</p> : text}
      {children}
    </div>
  );
}
