import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { msgKey, type Msg } from '../../api/message';
import DateOfBirthSelect, {
  EMPTY_DATE_PARTS,
  type DateParts,
} from '../../components/DateOfBirthSelect';
import Spinner from '../../components/Spinner';
import { useMsg } from '../../i18n/useMsg';
import { validateRecordsBirthDate } from './birthDateRule';

interface Props {
  /** Resolves to an error to show, or null once the files are unlocked. */
  onConfirm: (parts: DateParts) => Promise<Msg | null>;
  onClose: () => void;
  closeNotice: string | null;
}

/** docs/records.md#records-date-of-birth-step, the download dialog's first step: the patient's date of birth. */
export default function BirthDateStep({ onConfirm, onClose, closeNotice }: Props) {
  const { t } = useTranslation('records');
  const render = useMsg();
  const [parts, setParts] = useState<DateParts>(EMPTY_DATE_PARTS);
  const [error, setError] = useState<Msg | null>(null);
  const [missing, setMissing] = useState(false);
  const [checking, setChecking] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (checking) return;
    if (validateRecordsBirthDate(parts)) {
      setMissing(true);
      setError(msgKey('records:birthDate.missing'));
      return;
    }
    setMissing(false);
    setError(null);
    setChecking(true);
    const failure = await onConfirm(parts);
    setChecking(false);
    if (failure) setError(failure);
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <div className="modal-body">
        <p>{t('dialog.birthDateIntro')}</p>
        <DateOfBirthSelect
          idPrefix="records-dob"
          legend={t('dialog.legend')}
          value={parts}
          onChange={setParts}
          invalid={missing}
          disabled={checking}
          describedBy={error ? 'records-dob-error' : undefined}
        />
        {error && (
          <div id="records-dob-error" className="alert alert-danger mt-3 mb-0" role="alert">
            {render(error)}
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
        <button type="submit" className="btn btn-primary" disabled={checking} aria-busy={checking}>
          {checking && <Spinner inline />}
          {checking ? t('dialog.confirming') : t('dialog.confirm')}
        </button>
      </div>
    </form>
  );
}
