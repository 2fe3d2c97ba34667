import { useTranslation } from 'react-i18next';

/** A centred spinner with a spoken label; `inline` for use inside a button. */
export default function Spinner({ inline = false }: { inline?: boolean }) {
  const { t } = useTranslation('common');
  if (inline) {
    return <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />;
  }
  return (
    <div className="d-flex justify-content-center py-5" role="status">
      <span className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
