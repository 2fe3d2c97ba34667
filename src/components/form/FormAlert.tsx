import type { Ref } from 'react';
import type { Msg } from '../../api/message';
import { useMsg } from '../../i18n/useMsg';
import FieldError from './FieldError';

export interface FormAlertProps {
  /** The form's failure (useForm's `failure`); nothing is rendered without one. */
  msg: Msg | null;
  /** useForm's `alertRef`: the alert takes the focus when it appears. */
  alertRef?: Ref<HTMLDivElement>;
  id?: string;
  /** Its look where the page has its own (the request pages' 'req-error'). */
  className?: string;
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
}: FormAlertProps) {
  const render = useMsg();
  return (
    <FieldError id={id} ref={alertRef} text={msg && render(msg)} className={className} focusable />
  );
}
