import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import type { Language } from '../../lib/dates';

/** The interface language; subscribing through i18n re-renders dates when it changes. */
export function useLanguage(): Language {
  useTranslation();
  return currentLanguage();
}
