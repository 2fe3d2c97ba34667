import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { msgKey } from '../../api/message';
import { useAppDispatch } from '../../app/hooks';
import { ERROR, Field, FormAlert, SubmitButton, useForm, type Form } from '../../components/form';
import { useMsg } from '../../i18n/useMsg';
import { newIdempotencyKey } from '../../lib/idempotencyKey';
import { clampText, NEW_MESSAGE_MAX, validateNewMessage } from './rules/validation';
import { afterSend, nextSend, type PendingSend } from './rules/sendKey';
import Counter from './Counter';
import { sendMessage } from './thunks';
import { failureOf } from '../../state/serviceThunk';

const ORDER = ['text'] as const;
const IDS = { text: 'compose-text' };
const ERROR_ID = 'compose-error';
const LOOK = 'alert alert-danger mt-2 mb-0';

/**
 * docs/messages.md#new-message: a message to the medical office assistants, 200 characters at
 * most, sent with one Idempotency-Key per message (rules/sendKey.ts); `onSent` once it is stored.
 */
export default function ComposeMessage({ onSent }: { onSent?: () => void }) {
  const { t } = useTranslation('messages');
  const render = useMsg();
  const dispatch = useAppDispatch();
  // The message in flight or last failed, with its key: it lives as long as the typed text does.
  const pending = useRef<PendingSend | null>(null);
  const form: Form<'text', { text: string }> = useForm<'text', { text: string }>({
    order: ORDER,
    ids: IDS,
    initial: { text: '' },
    check: ({ text }) =>
      validateNewMessage(text) ? { text: msgKey('messages:compose.empty') } : {},
    send: async ({ text }) => {
      const attempt = nextSend(pending.current, text, newIdempotencyKey);
      const failure = failureOf(await dispatch(sendMessage(attempt)));
      pending.current = afterSend(attempt, !failure);
      // A failure keeps the text, so nothing the patient wrote is lost.
      if (failure) return failure.msg;
      form.setValues({ text: '' });
      onSent?.();
      return undefined;
    },
  });
  const error = form.errors.errorOf('text');

  return (
    <section className="card shadow-sm" aria-labelledby="compose-title">
      <div className="card-body">
        <h2 id="compose-title" className="h5">
          {t('compose.title')}
        </h2>
        <p className="small text-body-secondary">{t('compose.intro')}</p>
        <form {...form.props}>
          <Field
            id={IDS.text}
            label={t('compose.label')}
            error={error && render(error)}
            errorId={ERROR_ID}
            errorLook={{ className: LOOK }}
            // The failure stands where a field error would (one of them at a time).
            describedBy={['compose-count', ERROR, form.failure && ERROR_ID]}
            className={null}
            footer={
              <FormAlert
                msg={form.failure}
                alertRef={form.alertRef}
                id={ERROR_ID}
                className={LOOK}
              />
            }
          >
            {(control) => (
              <>
                <textarea
                  {...control.props('form-control')}
                  rows={4}
                  maxLength={NEW_MESSAGE_MAX}
                  value={form.values.text}
                  disabled={form.busy}
                  onChange={(event) =>
                    form.set('text', clampText(event.target.value, NEW_MESSAGE_MAX))
                  }
                />
                <Counter id="compose-count" count={form.values.text.length} max={NEW_MESSAGE_MAX} />
              </>
            )}
          </Field>
          <SubmitButton
            busy={form.busy}
            label={t('compose.send')}
            busyLabel={t('compose.sending')}
            className="btn btn-primary mt-3"
          />
        </form>
      </div>
    </section>
  );
}
