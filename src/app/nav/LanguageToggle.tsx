import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../../i18n';
import { htmlLang } from '../../i18n/language';

/** Shows the other language's own name, so a reader of either can find it. */
export default function LanguageToggle() {
  const { t } = useTranslation('common');
  const next = currentLanguage() === 'en' ? 'cn' : 'en';
  return (
    <button
      type="button"
      className="btn btn-outline-light btn-sm language-toggle"
      lang={htmlLang(next)}
      aria-label={t('language.switchAria')}
      onClick={() => void changeLanguage(next)}
    >
      {t('language.switchLabel')}
    </button>
  );
}
