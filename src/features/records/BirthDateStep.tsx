import { SubmitButton } from '../../components/form';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { msgKey, type Msg } from '../../api/message';
import DateOfBirthSelect, {
  EMPTY_DATE_PARTS,
  type DateParts,
} from '../../components/DateOfBirthSelect';
import { validateRecordsBirthDate } from './birthDateRule';
import DialogStep from './DialogStep';

interface Props {
  /** Resolves to an error to show, or null once the files are unlocked. */
  onConfirm: (parts: DateParts) => Promise<Msg | null>;
  onClose: () => void;
  closeNotice: string | null;
}

/** docs/records.md#records-date-of-birth-step, the download dialog's first step: the patient's date of birth. */
export default function BirthDateStep({ onConfirm, onClose, closeNotice }: Props) {
  const { t } = useTranslation('records');
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
      <DialogStep
        error={error}
        errorId="records-dob-error"
        closeNotice={closeNotice}
        onClose={onClose}
        action={
          <SubmitButton
            busy={checking}
            label={t('dialog.confirm')}
            busyLabel={t('dialog.confirming')}
          />
        }
      >
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
      </DialogStep>
    </form>
  );
}
