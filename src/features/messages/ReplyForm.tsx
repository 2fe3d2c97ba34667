import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { msgKey, type Msg } from '../../api/message';
import FilePicker from '../../components/FilePicker';
import { ERROR, Field, FormAlert, SubmitButton, useForm } from '../../components/form';
import { formatFileSize } from '../../lib/files';
import { clampText, REPLY_MAX, validateReply } from './rules/validation';
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
const ORDER = ['text', 'picture'] as const;
type ReplyField = (typeof ORDER)[number];

/** The reply's rule (features/messages/rules/validation.ts) as the form's field errors. */
function check(draft: ReplyDraft, requestImage: boolean) {
  const problem = validateReply({
    text: draft.text,
    requestImage,
    file1Count: draft.groups[0].length,
  });
  if (problem === 'empty') return { text: msgKey('messages:reply.empty') };
  if (problem === 'picture') return { picture: msgKey('messages:reply.picture') };
  return {};
}

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
  const id = useId();
  const textId = `${id}-text`;
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  const form = useForm<ReplyField, ReplyDraft>({
    order: ORDER,
    ids: { text: textId, picture: `${id}-file1` },
    initial: emptyDraft(),
    check: (draft) => check(draft, requestImage),
    // On failure everything typed and chosen stays, so the patient can simply try again.
    send: onSend,
  });
  const { busy, values: draft } = form;
  const count = draft.text.length;
  // The one message (a field's or the send's) stands under the pickers.
  const shown = form.errors.first() ?? form.failure;

  useEffect(() => {
    onBusyChange?.(busy);
  }, [busy, onBusyChange]);

  const setGroup = (index: 0 | 1 | 2, files: File[]) => {
    const groups: ReplyDraft['groups'] = [...draft.groups];
    groups[index] = files;
    form.setValues({ ...draft, groups });
    if (index === 0) form.changed(['picture']);
  };

  return (
    <form {...form.props} className="reply-form">
      <Field
        id={textId}
        label={t('reply.label')}
        invalid={form.errors.invalid('text')}
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
              disabled={busy}
              onChange={(event) => form.set('text', clampText(event.target.value, REPLY_MAX))}
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
              disabled={busy}
              invalid={index === 0 && form.errors.invalid('picture')}
              errorId={errorId}
              use="attachment"
              maxTotalBytes={REPLY_MAX_TOTAL_BYTES}
              bytesElsewhere={bytesBesides(draft.groups, index)}
            />
          ))}
        </fieldset>
      )}
      <FormAlert msg={shown} alertRef={form.alertRef} id={errorId} />
      <div className="d-flex flex-wrap justify-content-end gap-2">
        {onCancel && (
          <button
            type="button"
            className="btn btn-outline-secondary"
            disabled={busy}
            onClick={onCancel}
          >
            {cancelLabel ?? t('reply.cancel')}
          </button>
        )}
        <SubmitButton busy={busy} label={t('reply.send')} busyLabel={t('reply.sending')} />
      </div>
    </form>
  );
}
