import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Msg } from '../../api/message';
import { useMsg } from '../../i18n/useMsg';

interface Props {
  /**
   * What went wrong in this step that is not a form's (a download): a form shows its own with
   * the kit's FormAlert among the children.
   */
  error?: Msg | null;
  /** Why the window is still open after Close, if the browser refused to close it. */
  closeNotice: string | null;
  onClose: () => void;
  /** The step's own button, beside Close. */
  action?: ReactNode;
  /** What the patient can do about the error (Try again), shown in it. */
  errorAction?: ReactNode;
  children: ReactNode;
}

/**
 * A step of the records dialog (docs/records.md#records-link): its body, then what went wrong and
 * why the window did not close, and Close beside the step's own button.
 */
export default function DialogStep({
  error = null,
  closeNotice,
  onClose,
  action,
  errorAction,
  children,
}: Props) {
  const { t } = useTranslation('records');
  const render = useMsg();
  return (
    <>
      <div className="modal-body">
        {children}
        {error && (
          <div
            className="alert alert-danger mt-3 mb-0 d-flex flex-wrap align-items-center gap-2"
            role="alert"
          >
            <span className="flex-grow-1">{render(error)}</span>
            {errorAction}
          </div>
        )}
        {closeNotice && (
          <p className="alert alert-info mt-3 mb-0" role="status">
            {closeNotice}
          </p>
        )}
      </div>
      <div className="modal-footer">
        <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
          {t('dialog.close')}
        </button>
        {action}
      </div>
    </>
  );
}
