import { useRef } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { datePartOrder } from '../../../components/DateOfBirthSelect';
import { ageOn, isRealDate, type DateParts } from '../../../lib/age';
import { formatBirthDate } from '../../../lib/calendarDay';

interface DobConfirmDialogProps {
  date: DateParts;
  /** The DateOfBirthSelect's idPrefix, to hand focus back to it. */
  dateIdPrefix: string;
  show: boolean;
  onConfirm: () => void;
  /** Clears the date (docs/account.md#date-of-birth-confirmation). */
  onCancel: () => void;
}

/** Asks the patient to confirm the date of birth, with the age it gives today. */
export default function DobConfirmDialog({
  date,
  dateIdPrefix,
  show,
  onConfirm,
  onCancel,
}: DobConfirmDialogProps) {
  const { t, i18n } = useTranslation('register');
  const lang = i18n.language === 'cn' ? 'cn' : 'en';
  const age = ageOn(date);
  const real = isRealDate(date) && age !== null;
  // Focus goes back to the date: its first part on screen after Cancel (to choose again), else
  // its last, so Tab goes on to the next field (day first in English, year first in Chinese).
  const outcome = useRef<'confirm' | 'cancel'>('cancel');
  const returnFocus = () => {
    const order = datePartOrder(lang);
    const part = outcome.current === 'cancel' ? order[0] : order[order.length - 1];
    document.getElementById(`${dateIdPrefix}-${part ?? 'day'}`)?.focus();
  };
  const cancel = () => {
    outcome.current = 'cancel';
    onCancel();
  };
  const confirm = () => {
    outcome.current = 'confirm';
    onConfirm();
  };
  return (
    <Modal
      show={show}
      onHide={cancel}
      restoreFocus={false}
      onExited={returnFocus}
      backdrop="static"
      centered
      aria-labelledby="dob-dialog-title"
    >
      <Modal.Header>
        <Modal.Title as="h2" id="dob-dialog-title" className="h5">
          {t('dob.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {real ? (
          <>
            <p className="mb-1">{t('dob.date', { date: formatBirthDate(date, lang) })}</p>
            <p className="mb-0 fw-semibold">{t('dob.age', { age })}</p>
          </>
        ) : (
          <p className="mb-0">{t('dob.notReal')}</p>
        )}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={cancel}>
          {t('dob.cancel')}
        </button>
        {real && (
          <button type="button" className="btn btn-primary" onClick={confirm}>
            {t('dob.confirm')}
          </button>
        )}
      </Modal.Footer>
    </Modal>
  );
}
