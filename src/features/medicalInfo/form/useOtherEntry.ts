import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Msg } from '../../../api/message';
import { useFormErrors } from '../../../components/form';
import { useMsg } from '../../../i18n/useMsg';

const ENTRY = ['entry'] as const;

/**
 * What an 'Other' entry (a search, or a surgery typed free) keeps while the patient adds to its
 * list: the refusal of the last add (the kit's field errors, on the entry alone: the form's save
 * leaves it), what was added or removed, read out, and the focus back in the entry after either.
 */
export function useOtherEntry() {
  const { t } = useTranslation('medicalInfo');
  const render = useMsg();
  const input = useRef<HTMLInputElement>(null);
  const errors = useFormErrors(ENTRY, () => input.current);
  const [announcement, setAnnouncement] = useState('');
  const error = errors.errorOf('entry');

  return {
    input,
    /** The last add's refusal, in words. */
    error: error && render(error),
    announcement,
    /** The add's answer: its refusal shown, or what was added said. Answers whether it was added. */
    added: (refusal: Msg | null, name: string) => {
      errors.set('entry', refusal);
      if (refusal) return false;
      setAnnouncement(t('other.added', { name }));
      input.current?.focus();
      return true;
    },
    removed: (name: string) => {
      setAnnouncement(t('other.removed', { name }));
      input.current?.focus();
    },
    /** The patient types again: what the last add said goes. */
    typed: () => {
      errors.clear();
      setAnnouncement('');
    },
  };
}

export type OtherEntry = ReturnType<typeof useOtherEntry>;
