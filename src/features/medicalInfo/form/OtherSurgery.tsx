import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/form';
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
    <Field
      id={id}
      label={t('other.surgeries.label')}
      hint={t('other.surgeries.hint')}
      error={error}
      className=""
      footer={
        <>
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
        </>
      }
    >
      {(control) => (
        <div className="mi-entry-row">
          <input
            ref={input}
            {...control.props('form-control')}
            type="text"
            autoComplete="off"
            value={text}
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
      )}
    </Field>
  );
}
