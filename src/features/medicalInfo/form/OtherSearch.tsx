import { useTranslation } from 'react-i18next';
import type { Msg } from '../../../api/message';
import type { NamedItem } from '../../../api/types';
import { useMsg } from '../../../i18n/useMsg';
import { typedItem } from '../draft';
import { useSearch, type SearchFor } from '../useSearch';
import OtherEntryField from './OtherEntryField';
import { useOtherEntry } from './useOtherEntry';

export interface SearchOption {
  item: NamedItem;
  /** A second line: an ICD code, or a medication's ingredient. */
  detail?: string;
}

/** At most this many results are offered; a longer word narrows the list. */
const MAX_OPTIONS = 10;

/** What a search that found nothing says. */
const NOT_FOUND = {
  conditions: 'search.conditionNotFound',
  allergies: 'search.medicationNotFound',
} as const;

interface Props<T> {
  group: 'conditions' | 'allergies';
  search: SearchFor<T>;
  toOption: (item: T) => SearchOption;
  names: readonly string[];
  /** Adds the item; answers the refusal, or null when it was added. */
  onAdd: (item: NamedItem) => Msg | null;
  onRemove: (index: number) => void;
  /** Allergies may also be added as typed. */
  typed?: boolean;
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
  names,
  onAdd,
  onRemove,
  typed = false,
}: Props<T>) {
  const { t } = useTranslation('medicalInfo');
  const render = useMsg();
  const { text, change, clear, state } = useSearch(search);
  const entry = useOtherEntry();
  const statusId = `mi-${group}-other-input-status`;

  const options = state.status === 'done' ? distinct(state.items.map(toOption)) : [];
  const shown = options.slice(0, MAX_OPTIONS);

  const add = (item: NamedItem) => {
    if (entry.added(onAdd(item), item.name)) clear();
  };

  const addTyped = () => {
    if (typed) add(typedItem(text));
  };

  let status = entry.announcement;
  if (state.status === 'searching') status = t('search.searching');
  if (state.status === 'failed') status = render(state.message);
  if (state.status === 'done') {
    status = options.length ? t('search.results', { count: options.length }) : t(NOT_FOUND[group]);
  }

  return (
    <OtherEntryField
      group={group}
      entry={entry}
      type="search"
      spellCheck={false}
      value={text}
      onType={change}
      onEnter={addTyped}
      add={typed ? { label: t('other.allergies.addTyped'), onClick: addTyped } : undefined}
      statusId={statusId}
      status={
        <>
          <p id={statusId} className="mi-search-status" aria-live="polite">
            {status}
          </p>
          {shown.length > 0 && (
            <ul className="mi-results" aria-label={t('search.resultsLabel')}>
              {shown.map(({ item, detail }) => (
                <li key={item._id}>
                  <button type="button" className="mi-result" onClick={() => add(item)}>
                    <span className="mi-result-name">{item.name}</span>
                    {/* A space, so a screen reader does not run the name into the detail. */}
                    {detail && <span className="mi-result-detail"> {detail}</span>}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      }
      names={names}
      onRemove={onRemove}
    />
  );
}
