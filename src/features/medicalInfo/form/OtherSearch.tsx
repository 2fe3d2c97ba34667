import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { NamedItem } from '../../../api/types';
import { ERROR, Field, HINT } from '../../../components/form';
import { useMsg } from '../../../i18n/useMsg';
import { useSearch, type SearchFor } from '../useSearch';
import OtherEntries from './OtherEntries';

export interface SearchOption {
  item: NamedItem;
  /** A second line: an ICD code, or a medication's ingredient. */
  detail?: string;
}

/** At most this many results are offered; a longer word narrows the list. */
const MAX_OPTIONS = 10;

interface Props<T> {
  group: 'conditions' | 'allergies';
  search: SearchFor<T>;
  toOption: (item: T) => SearchOption;
  notFound: string;
  names: readonly string[];
  /** Adds the item; answers the refusal in words, or null when it was added. */
  onAdd: (item: NamedItem) => string | null;
  onRemove: (index: number) => void;
  /** Allergies may also be added as typed. */
  onAddTyped?: (text: string) => string | null;
}

function distinct(options: SearchOption[]): SearchOption[] {
  const seen = new Set<string>();
  return options.filter(({ item }) => {
    const key = item.name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** 'Other' conditions or allergies: search as you type and choose from the results. */
export default function OtherSearch<T>({
  group,
  search,
  toOption,
  notFound,
  names,
  onAdd,
  onRemove,
  onAddTyped,
}: Props<T>) {
  const { t } = useTranslation('medicalInfo');
  const render = useMsg();
  const { text, change, clear, state } = useSearch(search);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const id = `mi-${group}-other-input`;

  const options = state.status === 'done' ? distinct(state.items.map(toOption)) : [];
  const shown = options.slice(0, MAX_OPTIONS);

  const added = (refusal: string | null, name: string) => {
    setError(refusal);
    if (refusal) return;
    clear();
    setAnnouncement(t('other.added', { name }));
    input.current?.focus();
  };

  const addTyped = () => {
    if (!onAddTyped) return;
    added(onAddTyped(text), text.trim());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter must never submit the whole form from here.
    event.preventDefault();
    addTyped();
  };

  let status = announcement;
  if (state.status === 'searching') status = t('search.searching');
  if (state.status === 'failed') status = render(state.message);
  if (state.status === 'done') {
    status = options.length ? t('search.results', { count: options.length }) : notFound;
  }

  return (
    <Field
      id={id}
      label={t(`other.${group}.label`)}
      hint={t(`other.${group}.hint`)}
      error={error}
      describedBy={[HINT, `${id}-status`, ERROR]}
      className=""
      footer={
        <>
          <p id={`${id}-status`} className="mi-search-status" aria-live="polite">
            {status}
          </p>
          {shown.length > 0 && (
            <ul className="mi-results" aria-label={t('search.resultsLabel')}>
              {shown.map(({ item, detail }) => (
                <li key={item._id}>
                  <button
                    type="button"
                    className="mi-result"
                    onClick={() => added(onAdd(item), item.name)}
                  >
                    <span className="mi-result-name">{item.name}</span>
                    {/* A space, so a screen reader does not run the name into the detail. */}
                    {detail && <span className="mi-result-detail"> {detail}</span>}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <OtherEntries
            id={`${id}-entries`}
            label={t(`other.${group}.listLabel`)}
            names={names}
            onRemove={(index) => {
              const name = names[index] ?? '';
              onRemove(index);
              setAnnouncement(t('other.removed', { name }));
              input.current?.focus();
            }}
          />
        </>
      }
    >
      {(control) => (
        <div className={onAddTyped ? 'mi-entry-row' : undefined}>
          <input
            ref={input}
            {...control.props('form-control')}
            type="search"
            autoComplete="off"
            spellCheck={false}
            value={text}
            onChange={(e) => {
              setError(null);
              setAnnouncement('');
              change(e.target.value);
            }}
            onKeyDown={onKeyDown}
          />
          {onAddTyped && (
            <button type="button" className="btn btn-outline-primary" onClick={addTyped}>
              {t(`other.allergies.addTyped`)}
            </button>
          )}
        </div>
      )}
    </Field>
  );
}
