import { useTranslation } from 'react-i18next';
import Spinner from '../../components/Spinner';

/** Cancel and Continue under a request form; Continue is busy while the request is checked. */
export default function RequestActions({
  busy,
  online,
  onCancel,
}: {
  busy: boolean;
  online: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation('forms');
  return (
    <div className="req-actions">
      <button
        type="button"
        className="btn btn-outline-secondary"
        onClick={onCancel}
        disabled={busy}
      >
        {t('actions.cancel')}
      </button>
      <button type="submit" className="btn btn-primary" disabled={busy || !online} aria-busy={busy}>
        {busy && <Spinner inline />}
        {busy ? t('actions.checking') : t('actions.continue')}
      </button>
    </div>
  );
}
