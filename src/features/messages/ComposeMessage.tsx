import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { msgKey, type Msg } from '../../api/message';
import { useAppDispatch } from '../../app/hooks';
import Spinner from '../../components/Spinner';
import { useMsg } from '../../i18n/useMsg';
import { clampText, NEW_MESSAGE_MAX, validateNewMessage } from '../../lib/validation/messages';
import { sendMessage } from './thunks';

/** docs/messages.md#new-message: a message to the medical office assistants, 200 characters at most. */
export default function ComposeMessage() {
  const { t } = useTranslation('messages');
  const render = useMsg();
  const dispatch = useAppDispatch();
  const [text, setText] = useState('');
  const [error, setError] = useState<Msg | null>(null);
  const [sending, setSending] = useState(false);
  const count = text.length;
  const atLimit = count >= NEW_MESSAGE_MAX;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (validateNewMessage(text)) {
      setError(msgKey('messages:compose.empty'));
      return;
    }
    setError(null);
    setSending(true);
    const outcome = await dispatch(sendMessage(text));
    setSending(false);
    // A failure keeps the text, so nothing the patient wrote is lost.
    if (outcome.ok) setText('');
    else setError(outcome.error);
  };

  return (
    <section className="card shadow-sm" aria-labelledby="compose-title">
      <div className="card-body">
        <h2 id="compose-title" className="h5">
          {t('compose.title')}
        </h2>
        <p className="small text-body-secondary">{t('compose.intro')}</p>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <label className="form-label" htmlFor="compose-text">
            {t('compose.label')}
          </label>
          <textarea
            id="compose-text"
            className={`form-control${error ? ' is-invalid' : ''}`}
            rows={4}
            maxLength={NEW_MESSAGE_MAX}
            value={text}
            disabled={sending}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'compose-count compose-error' : 'compose-count'}
            onChange={(event) => setText(clampText(event.target.value, NEW_MESSAGE_MAX))}
          />
          <div id="compose-count" className={`form-text${atLimit ? ' text-danger-emphasis' : ''}`}>
            {atLimit
              ? t('counter.atLimit', { count, max: NEW_MESSAGE_MAX })
              : t('counter.count', { count, max: NEW_MESSAGE_MAX })}
          </div>
          {error && (
            <div id="compose-error" className="alert alert-danger mt-2 mb-0" role="alert">
              {render(error)}
            </div>
          )}
          <button
            type="submit"
            className="btn btn-primary mt-3"
            disabled={sending}
            aria-busy={sending}
          >
            {sending && <Spinner inline />}
            {sending ? t('compose.sending') : t('compose.send')}
          </button>
        </form>
      </div>
    </section>
  );
}
