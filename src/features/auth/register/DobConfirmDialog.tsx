import { useRef } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { ageOn, isRealDate, type DateParts } from '../../../lib/age';

interface DobConfirmDialogProps {
  date: DateParts;
  /** The DateOfBirthSelect's idPrefix, to hand focus back to it. */
  dateIdPrefix: string;
  show: boolean;
  onConfirm: () => void;
  /** Clears the date (spec 01 §2). */
  onCancel: () => void;
}

function formatBirthDate({ day, month, year }: DateParts, lang: 'en' | 'cn'): string {
  return new Intl.DateTimeFormat(lang === 'cn' ? 'zh-Hant-TW' : 'en-CA', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(Date.UTC(Number(year), Number(month) - 1, Number(day)));
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
  const age = ageOn(date);
  const real = isRealDate(date) && age !== null;
  // Focus goes back to the date: its first part after Cancel (to choose again), else the year.
  const outcome = useRef<'confirm' | 'cancel'>('cancel');
  const returnFocus = () => {
    const part = outcome.current === 'cancel' ? 'day' : 'year';
    document.getElementById(`${dateIdPrefix}-${part}`)?.focus();
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
            <p className="mb-1">
              {t('dob.date', { date: formatBirthDate(date, i18n.language === 'cn' ? 'cn' : 'en') })}
            </p>
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
