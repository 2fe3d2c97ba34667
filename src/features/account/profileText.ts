import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../api/types';
import { formatBirthDate } from '../../lib/calendarDay';
import { countryOptions } from '../../lib/countries';
import { isListedProvince } from '../../lib/provinces';
import { SEXES } from './profileRules';

/** The Profile tab's read-only values, in the page's language ('Not on file' for a blank). */
export function useProfileText(user: User) {
  const { t, i18n } = useTranslation(['account', 'fields']);
  const lang = i18n.language === 'cn' ? 'cn' : 'en';
  const countries = useMemo(() => countryOptions(lang), [lang]);
  const none = t('account:profile.notOnFile');
  const provinceText = (code: string) => {
    if (!code) return none;
    if (isListedProvince(code)) return t(`fields:provinces.${code}`);
    return `${code} ${t('fields:labels.updateRequired')}`;
  };
  const countryText = (name: string) =>
    countries.find((option) => option.value === name)?.label ?? (name || none);
  const sexText = (value: string) =>
    (SEXES as readonly string[]).includes(value) ? t(`fields:genders.${value}`) : none;
  const familyDocText = (value: string) =>
    value === 'yes'
      ? t('account:profile.yes')
      : value === 'no'
        ? t('account:profile.no')
        : t('account:profile.notAnswered');
  const birthDate = () => {
    const { year, month, day } = user.birthday;
    if (!year || !month || !day) return none;
    return formatBirthDate({ year, month, day }, lang);
  };

  return { none, provinceText, countryText, sexText, familyDocText, birthDate };
}
