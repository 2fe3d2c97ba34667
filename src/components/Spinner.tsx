import { useTranslation } from 'react-i18next';

/**
 * A centred spinner with a spoken label; `inline` for use inside a button, `compact` for a small
 * box that keeps its own height (a page's spinner stands in a 8 rem band).
 */
export default function Spinner({
  inline = false,
  compact = false,
}: {
  inline?: boolean;
  compact?: boolean;
}) {
  const { t } = useTranslation('common');
  if (inline) {
    return <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />;
  }
  return (
    <div className={`d-flex justify-content-center ${compact ? 'py-2' : 'py-5'}`} role="status">
      <span className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
