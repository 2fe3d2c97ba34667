import { useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  acceptAttribute,
  checkFile,
  factsOf,
  formatFileSize,
  MAX_FILES_PER_PICKER,
  refusalText,
  withAdded,
  type FileRefusal,
  type FileUse,
} from '../../lib/files';
import { fitsTotal } from '../../lib/uploadRules';
import FileThumb from './FileThumb';
import './filePicker.css';

export interface FilePickerProps {
  id: string;
  label: string;
  files: File[];
  onChange: (files: File[]) => void;
  required?: boolean;
  disabled?: boolean;
  max?: number;
  /** The form's own error about this picker (e.g. a picture is required). */
  invalid?: boolean;
  /** Id of that error's text, so it is read with the field. */
  errorId?: string;
  /** A limit on the files' combined size, in bytes. */
  maxTotalBytes?: number;
  /** Bytes chosen in the form's other pickers, which count against maxTotalBytes too. */
  bytesElsewhere?: number;
  /** The limits in words, in place of the default hint. */
  hint?: string;
  /** Show a small preview of each chosen image. */
  previews?: boolean;
  /**
   * What the files are for, which sets the kinds accepted (src/lib/files.ts): a message
   * attachment takes PDF and pictures; a form's documents (the default) PDF, JPG or PNG.
   */
  use?: FileUse;
}

type Refusal =
  | { problem: 'file'; name: string; refusal: FileRefusal }
  | { problem: 'tooMany' }
  | { problem: 'tooLarge'; max: string };

/**
 * A labelled file input (docs/messages.md#attachments, docs/requests.md#upload-files): the kinds its use accepts, at most
 * `max` files, each listed with its size and a remove button. Files are checked by name, type and
 * content here, so a refused file is explained before anything is sent.
 */
export default function FilePicker({
  id,
  label,
  files,
  onChange,
  required = false,
  disabled = false,
  max = MAX_FILES_PER_PICKER,
  invalid = false,
  errorId,
  maxTotalBytes,
  bytesElsewhere = 0,
  hint,
  previews = false,
  use = 'upload',
}: FilePickerProps) {
  const { t } = useTranslation('files');
  const input = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [checking, setChecking] = useState(false);
  const [dragging, setDragging] = useState(false);
  const hintId = `${id}-hint`;
  const refusalId = `${id}-refusal`;
  const full = files.length >= max;

  const add = async (picked: File[]) => {
    if (picked.length === 0) return;
    if (!withAdded(files, picked, max)) {
      setRefusal({ problem: 'tooMany' });
      return;
    }
    if (!fitsTotal([...files, { size: bytesElsewhere }], picked, maxTotalBytes)) {
      setRefusal({ problem: 'tooLarge', max: formatFileSize(maxTotalBytes ?? 0) });
      return;
    }
    setChecking(true);
    const accepted: File[] = [];
    let firstRefusal: Refusal | null = null;
    for (const file of picked) {
      const refusal = checkFile(await factsOf(file), use);
      if (refusal) firstRefusal ??= { problem: 'file', name: file.name, refusal };
      else accepted.push(file);
    }
    setChecking(false);
    setRefusal(firstRefusal);
    if (accepted.length > 0) onChange([...files, ...accepted]);
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // Cleared at once, so choosing the same file again after removing it still fires a change.
    event.target.value = '';
    void add(picked);
  };

  // Dropped files go through the same checks as chosen ones (the input under the pointer would
  // otherwise replace its selection with them).
  const onDrop = (event: DragEvent<HTMLInputElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled && !checking) void add(Array.from(event.dataTransfer.files));
  };

  const remove = (index: number) => {
    onChange(files.filter((_, i) => i !== index));
    setRefusal(null);
    // The button that had focus is gone; the picker is the natural next place.
    input.current?.focus();
  };

  const refusalMessage = (name: string, refused: FileRefusal) => {
    const { key, values } = refusalText(name, refused, use);
    return t(key, values);
  };

  const describedBy = [hintId, refusal ? refusalId : null, invalid ? errorId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="file-picker mb-3">
      <label className="form-label" htmlFor={id}>
        {label}
        {/* The space before the mark is the text's: English ' (required)', Chinese 「（必填）」
            with none beside its full-width bracket. */}
        {required && <span className="text-body-secondary">{t('required')}</span>}
      </label>
      {/* The real input covers the whole box: clicks, keyboard and dropped files all reach it,
          while the visible button speaks the page's language (the browser's own does not). Not
          the kit's Field: the box, not the input, shows the invalid state, and its own refusal
          (a file it would not take) flags it too. */}
      <div
        className={`file-picker-control${invalid || refusal ? ' is-invalid' : ''}${
          dragging ? ' is-dragging' : ''
        }`}
      >
        <input
          ref={input}
          id={id}
          type="file"
          className="file-picker-input"
          accept={acceptAttribute(use)}
          multiple
          disabled={disabled || checking}
          aria-required={required || undefined}
          aria-invalid={invalid || refusal ? true : undefined}
          aria-describedby={describedBy}
          onChange={onPick}
          onDragEnter={() => setDragging(true)}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        />
        <span className="btn btn-sm btn-outline-primary" aria-hidden="true">
          {t('choose')}
        </span>
        <span className="small text-body-secondary" aria-hidden="true">
          {files.length === 0 ? t('status.none') : t('status.count', { count: files.length, max })}
          <span className="d-none d-md-inline"> · {t('dropHint')}</span>
        </span>
      </div>
      <div id={hintId} className="form-text">
        {full ? t('full', { max }) : (hint ?? t(`hint.${use}`, { max }))}
      </div>
      {refusal && (
        <div id={refusalId} className="text-danger small mt-1" role="alert">
          {refusal.problem === 'tooMany'
            ? t('errors.tooMany')
            : refusal.problem === 'tooLarge'
              ? t('errors.tooLarge', { max: refusal.max })
              : refusalMessage(refusal.name, refusal.refusal)}
        </div>
      )}
      {files.length > 0 && (
        <ul className="list-group file-picker-list mt-2" aria-label={t('listLabel', { label })}>
          {files.map((file, index) => (
            <li
              key={`${file.name}-${file.size}-${file.lastModified}-${index}`}
              className="list-group-item d-flex align-items-center gap-2"
            >
              {previews && <FileThumb file={file} />}
              <span className="file-picker-name flex-grow-1">{file.name}</span>
              <span className="text-body-secondary small text-nowrap">
                {formatFileSize(file.size)}
              </span>
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                disabled={disabled}
                aria-label={t('remove', { name: file.name })}
                onClick={() => remove(index)}
              >
                {t('removeShort')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
