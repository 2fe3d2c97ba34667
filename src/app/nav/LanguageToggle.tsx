import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../../i18n';

/** Shows the other language's own name, so a reader of either can find it. */
export default function LanguageToggle() {
  const { t } = useTranslation('common');
  const next = currentLanguage() === 'en' ? 'cn' : 'en';
  return (
    <button
      type="button"
      className="btn btn-outline-light btn-sm language-toggle"
      lang={next === 'cn' ? 'zh-Hant' : 'en'}
      aria-label={t('language.switchAria')}
      onClick={() => void changeLanguage(next)}
    >
      {t('language.switchLabel')}
    </button>
  );
}
