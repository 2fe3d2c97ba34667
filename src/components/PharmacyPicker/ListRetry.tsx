import { useTranslation } from 'react-i18next';

interface ListRetryProps {
  /** The picker's id: the status line is `${id}-unavailable`. */
  id: string;
  /** The list is being asked for again. */
  loading: boolean;
  onRetry: () => void;
  describedBy?: string;
}

/**
 * The picker when the list could not be loaded and the page can ask for it again (issue 26
 * point 3): without Try again, every Sign Up stopped at the pharmacy until a reload. The button
 * stays in place while the list loads, so the focus stays on it, and a second press while the
 * first is on its way asks nothing more (the list is already being asked for).
 */
export default function ListRetry({ id, loading, onRetry, describedBy }: ListRetryProps) {
  const { t } = useTranslation('fields');
  const statusId = `${id}-unavailable`;
  return (
    <>
      <p id={statusId} className="mb-2" role="status">
        {loading ? t('pharmacy.loading') : t('pharmacy.unavailableRetry')}
      </p>
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        aria-disabled={loading || undefined}
        aria-describedby={[statusId, describedBy].filter(Boolean).join(' ')}
        onClick={() => {
          if (!loading) onRetry();
        }}
      >
        {loading && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {t('pharmacy.retry')}
      </button>
    </>
  );
}
