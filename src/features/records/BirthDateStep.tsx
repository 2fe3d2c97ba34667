import { FormAlert, SubmitButton, useForm } from '../../components/form';
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

const ORDER = ['birthDate'] as const;
const IDS = { birthDate: 'records-dob' };
const ERROR_ID = 'records-dob-error';

/** docs/records.md#records-date-of-birth-step, the download dialog's first step: the patient's date of birth. */
export default function BirthDateStep({ onConfirm, onClose, closeNotice }: Props) {
  const { t } = useTranslation('records');
  const form = useForm<'birthDate', DateParts>({
    order: ORDER,
    ids: IDS,
    initial: EMPTY_DATE_PARTS,
    // One text for the three selects (the spec's), shown where the service's answer shows.
    check: (parts) =>
      validateRecordsBirthDate(parts) ? { birthDate: msgKey('records:birthDate.missing') } : {},
    send: onConfirm,
  });
  const shown = form.errors.first() ?? form.failure;

  return (
    <form {...form.props}>
      <DialogStep
        closeNotice={closeNotice}
        onClose={onClose}
        action={
          <SubmitButton
            busy={form.busy}
            label={t('dialog.confirm')}
            busyLabel={t('dialog.confirming')}
          />
        }
      >
        <p>{t('dialog.birthDateIntro')}</p>
        <DateOfBirthSelect
          idPrefix={IDS.birthDate}
          legend={t('dialog.legend')}
          value={form.values}
          onChange={(parts) => {
            form.setValues(parts);
            form.changed(ORDER);
          }}
          invalid={form.errors.invalid('birthDate')}
          disabled={form.busy}
          describedBy={shown ? ERROR_ID : undefined}
        />
        <FormAlert
          msg={shown}
          alertRef={form.alertRef}
          id={ERROR_ID}
          className="alert alert-danger mt-3 mb-0"
        />
      </DialogStep>
    </form>
  );
}
