import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Msg } from '../../../api/message';
import { useAppDispatch } from '../../../app/hooks';
import { FieldError } from '../../../components/form';
import { useMsg } from '../../../i18n/useMsg';
import StepHeading from './StepHeading';
import { sendResetCode } from './thunks';
import { failureOf } from '../../../state/serviceThunk';
import ActionButton from '../../../components/ActionButton';

interface Props {
  email: string;
  /** The code was mailed: on to the reset step. */
  onSent: () => void;
  onCancel: () => void;
}

/** Step 2: the account was found; Confirm mails the reset code. */
export default function FoundStep({ email, onSent, onCancel }: Props) {
  const { t } = useTranslation('recovery');
  const render = useMsg();
  const dispatch = useAppDispatch();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<Msg | null>(null);

  const confirm = async () => {
    setSending(true);
    setError(null);
    const result = await dispatch(sendResetCode(email));
    if (sendResetCode.fulfilled.match(result)) {
      onSent();
      return;
    }
    setSending(false);
    setError(failureOf(result)?.msg ?? { key: 'recovery:errors.unknown' });
  };

  return (
    <>
      <StepHeading step={2}>{t('found.title')}</StepHeading>
      <p>{t('found.text', { email })}</p>
      <FieldError text={error && render(error)} className="alert alert-danger" />
      <div className="d-flex flex-wrap gap-2">
        <ActionButton busy={sending} onClick={() => void confirm()} label={t('found.confirm')} />
        <ActionButton
          className="btn btn-outline-secondary"
          disabled={sending}
          onClick={onCancel}
          label={t('found.cancel')}
        />
      </div>
    </>
  );
}
