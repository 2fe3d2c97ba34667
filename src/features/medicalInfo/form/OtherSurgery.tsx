import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import OtherEntries from './OtherEntries';

interface Props {
  names: readonly string[];
  /** Adds the surgery; answers the refusal in words, or null when it was added. */
  onAdd: (name: string) => string | null;
  onRemove: (index: number) => void;
}

/** 'Other' surgeries are typed free, one at a time. */
export default function OtherSurgery({ names, onAdd, onRemove }: Props) {
  const { t } = useTranslation('medicalInfo');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const id = 'mi-surgeries-other-input';

  const add = () => {
    const refusal = onAdd(text);
    setError(refusal);
    if (refusal) return;
    setAnnouncement(t('other.added', { name: text.trim() }));
    setText('');
    input.current?.focus();
  };

  return (
    <div>
      <label className="form-label" htmlFor={id}>
        {t('other.surgeries.label')}
      </label>
      <div className="mi-entry-row">
        <input
          ref={input}
          id={id}
          className={`form-control${error ? ' is-invalid' : ''}`}
          type="text"
          autoComplete="off"
          value={text}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            setError(null);
            setAnnouncement('');
            setText(e.target.value);
          }}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            add();
          }}
        />
        <button type="button" className="btn btn-outline-primary" onClick={add}>
          {t('other.surgeries.add')}
        </button>
      </div>
      <div id={`${id}-hint`} className="form-text">
        {t('other.surgeries.hint')}
      </div>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block" role="alert">
          {error}
        </div>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <OtherEntries
        id={`${id}-entries`}
        label={t('other.surgeries.listLabel')}
        names={names}
        onRemove={(index) => {
          setAnnouncement(t('other.removed', { name: names[index] ?? '' }));
          onRemove(index);
          input.current?.focus();
        }}
      />
    </div>
  );
}
