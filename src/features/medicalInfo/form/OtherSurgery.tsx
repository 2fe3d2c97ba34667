import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Msg } from '../../../api/message';
import type { NamedItem } from '../../../api/types';
import { typedItem } from '../draft';
import OtherEntryField from './OtherEntryField';
import { useOtherEntry } from './useOtherEntry';

interface Props {
  names: readonly string[];
  /** Adds the surgery as typed; answers the refusal, or null when it was added. */
  onAdd: (item: NamedItem) => Msg | null;
  onRemove: (index: number) => void;
}

/** 'Other' surgeries are typed free, one at a time. */
export default function OtherSurgery({ names, onAdd, onRemove }: Props) {
  const { t } = useTranslation('medicalInfo');
  const entry = useOtherEntry();
  const [text, setText] = useState('');

  const add = () => {
    if (entry.added(onAdd(typedItem(text)), text.trim())) setText('');
  };

  return (
    <OtherEntryField
      group="surgeries"
      entry={entry}
      type="text"
      value={text}
      onType={setText}
      onEnter={add}
      add={{ label: t('other.surgeries.add'), onClick: add }}
      status={
        <p className="visually-hidden" aria-live="polite">
          {entry.announcement}
        </p>
      }
      names={names}
      onRemove={onRemove}
    />
  );
}
