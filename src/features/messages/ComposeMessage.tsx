import { SubmitButton } from '../../components/form';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { msgKey, type Msg } from '../../api/message';
import { useAppDispatch } from '../../app/hooks';
import { ERROR, Field } from '../../components/form';
import { useMsg } from '../../i18n/useMsg';
import { clampText, NEW_MESSAGE_MAX, validateNewMessage } from '../../lib/validation/messages';
import Counter from './Counter';
import { sendMessage } from './thunks';
import { failureOf } from '../../state/serviceThunk';

/** docs/messages.md#new-message: a message to the medical office assistants, 200 characters at most. */
export default function ComposeMessage() {
  const { t } = useTranslation('messages');
  const render = useMsg();
  const dispatch = useAppDispatch();
  const [text, setText] = useState('');
  const [error, setError] = useState<Msg | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (validateNewMessage(text)) {
      setError(msgKey('messages:compose.empty'));
      return;
    }
    setError(null);
    setSending(true);
    const failure = failureOf(await dispatch(sendMessage(text)));
    setSending(false);
    // A failure keeps the text, so nothing the patient wrote is lost.
    if (failure) setError(failure.msg);
    else setText('');
  };

  return (
    <section className="card shadow-sm" aria-labelledby="compose-title">
      <div className="card-body">
        <h2 id="compose-title" className="h5">
          {t('compose.title')}
        </h2>
        <p className="small text-body-secondary">{t('compose.intro')}</p>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <Field
            id="compose-text"
            label={t('compose.label')}
            error={error && render(error)}
            errorId="compose-error"
            errorLook={{ className: 'alert alert-danger mt-2 mb-0' }}
            describedBy={['compose-count', ERROR]}
            className={null}
          >
            {(control) => (
              <>
                <textarea
                  {...control.props('form-control')}
                  rows={4}
                  maxLength={NEW_MESSAGE_MAX}
                  value={text}
                  disabled={sending}
                  onChange={(event) => setText(clampText(event.target.value, NEW_MESSAGE_MAX))}
                />
                <Counter id="compose-count" count={text.length} max={NEW_MESSAGE_MAX} />
              </>
            )}
          </Field>
          <SubmitButton
            busy={sending}
            label={t('compose.send')}
            busyLabel={t('compose.sending')}
            className="btn btn-primary mt-3"
          />
        </form>
      </div>
    </section>
  );
}
