import { SubmitButton } from '../../components/form';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { msgKey, type Msg } from '../../api/message';
import FilePicker from '../../components/FilePicker';
import { ERROR, Field, FieldError } from '../../components/form';
import { useMsg } from '../../i18n/useMsg';
import { formatFileSize } from '../../lib/files';
import { clampText, REPLY_MAX, validateReply } from '../../lib/validation/messages';
import Counter from './Counter';
import { bytesBesides, REPLY_MAX_TOTAL_BYTES } from './replyAttachments';
import { emptyDraft, type ReplyDraft } from './replyDraft';

interface Props {
  requestImage: boolean;
  /** Sends the draft; resolves to an error to show, or null when it was sent. */
  onSend: (draft: ReplyDraft) => Promise<Msg | null>;
  onCancel?: () => void;
  cancelLabel?: string;
  /** Tells the parent a send is in flight (a dialog must not close meanwhile). */
  onBusyChange?: (busy: boolean) => void;
}

const PICKERS = [0, 1, 2] as const;

/**
 * The reply box and, when the clinic asked for a picture, three pickers (file1 mandatory).
 * Shared by the reply dialog and the page a mailed link opens.
 */
export default function ReplyForm({
  requestImage,
  onSend,
  onCancel,
  cancelLabel,
  onBusyChange,
}: Props) {
  const { t } = useTranslation('messages');
  const render = useMsg();
  const id = useId();
  const [draft, setDraft] = useState<ReplyDraft>(emptyDraft);
  const [error, setError] = useState<{ msg: Msg; field: 'text' | 'picture' | null } | null>(null);
  const [sending, setSending] = useState(false);
  const textId = `${id}-text`;
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  const count = draft.text.length;

  const setBusy = (busy: boolean) => {
    setSending(busy);
    onBusyChange?.(busy);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const problem = validateReply({
      text: draft.text,
      requestImage,
      file1Count: draft.groups[0].length,
    });
    if (problem) {
      setError({
        msg: msgKey(problem === 'empty' ? 'messages:reply.empty' : 'messages:reply.picture'),
        field: problem === 'empty' ? 'text' : 'picture',
      });
      return;
    }
    setError(null);
    setBusy(true);
    const failure = await onSend(draft);
    setBusy(false);
    // On failure everything typed and chosen stays, so the patient can simply try again.
    if (failure) setError({ msg: failure, field: null });
  };

  const setGroup = (index: 0 | 1 | 2, files: File[]) =>
    setDraft((current) => {
      const groups: ReplyDraft['groups'] = [...current.groups];
      groups[index] = files;
      return { ...current, groups };
    });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="reply-form">
      <Field
        id={textId}
        label={t('reply.label')}
        invalid={error?.field === 'text'}
        errorId={errorId}
        describedBy={[countId, ERROR]}
      >
        {(control) => (
          <>
            <textarea
              {...control.props('form-control')}
              rows={5}
              maxLength={REPLY_MAX}
              value={draft.text}
              disabled={sending}
              onChange={(event) => {
                const text = clampText(event.target.value, REPLY_MAX);
                setDraft((current) => ({ ...current, text }));
              }}
            />
            <Counter id={countId} count={count} max={REPLY_MAX} />
          </>
        )}
      </Field>
      {requestImage && (
        <fieldset className="mb-2">
          <legend className="fs-6 fw-semibold mb-1">{t('reply.attachments')}</legend>
          <p className="small text-body-secondary">
            {t('reply.attachmentsHint', { max: formatFileSize(REPLY_MAX_TOTAL_BYTES) })}
          </p>
          {PICKERS.map((index) => (
            <FilePicker
              key={index}
              id={`${id}-file${index + 1}`}
              label={t('reply.picker', { number: index + 1 })}
              files={draft.groups[index]}
              onChange={(files) => setGroup(index, files)}
              required={index === 0}
              disabled={sending}
              invalid={index === 0 && error?.field === 'picture'}
              errorId={errorId}
              use="attachment"
              maxTotalBytes={REPLY_MAX_TOTAL_BYTES}
              bytesElsewhere={bytesBesides(draft.groups, index)}
            />
          ))}
        </fieldset>
      )}
      <FieldError id={errorId} text={error && render(error.msg)} className="alert alert-danger" />
      <div className="d-flex flex-wrap justify-content-end gap-2">
        {onCancel && (
          <button
            type="button"
            className="btn btn-outline-secondary"
            disabled={sending}
            onClick={onCancel}
          >
            {cancelLabel ?? t('reply.cancel')}
          </button>
        )}
        <SubmitButton busy={sending} label={t('reply.send')} busyLabel={t('reply.sending')} />
      </div>
    </form>
  );
}
