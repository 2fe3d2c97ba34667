import type { ApiError } from '../../api/errors';
import type { Msg } from '../../api/message';
import type { AppDispatch } from '../../app/store';
import { ALERT_DURATION, alertAdded, alertRemoved, type AlertType } from './slice';

let counter = 0;
function uniqueId(): string {
  counter += 1;
  return `${Date.now().toString(36)}-${counter}`;
}

interface AlertOptions {
  timeout?: number;
  titled?: boolean;
  lines?: string[];
}

/** Shows an alert and removes it after its time (errors 15 s, others 10 s unless told). */
export const setAlert =
  (msg: Msg, alertType: AlertType, options: AlertOptions = {}) =>
  (dispatch: AppDispatch): string => {
    const id = uniqueId();
    const timeout =
      options.timeout ?? (alertType === 'danger' ? ALERT_DURATION.error : ALERT_DURATION.generic);
    dispatch(
      alertAdded({
        id,
        msg,
        alertType,
        timeout,
        ...(options.titled ? { titled: true } : {}),
        ...(options.lines?.length ? { lines: options.lines } : {}),
      }),
    );
    setTimeout(() => dispatch(alertRemoved(id)), timeout);
    return id;
  };

/** The generic handler's alert: 'Error - detail' plus any extra lines. */
export const setErrorAlert = (error: ApiError) => (dispatch: AppDispatch) =>
  dispatch(setAlert(error.message, 'danger', { titled: true, lines: error.lines }));
