import { useTranslation } from 'react-i18next';
import type { Msg } from '../../api/message';
import Spinner from '../../components/Spinner';
import { useMsg } from '../../i18n/useMsg';
import { ClinicOfflineNotice } from '../clinicStatus';

/**
 * The foot of a request form: the service's refusal, the clinic-offline notice, and Cancel and
 * Continue (busy while the request is checked, disabled while the clinic system is offline).
 */
export default function RequestActions({
  failure,
  busy,
  online,
  onCancel,
}: {
  failure: Msg | null;
  busy: boolean;
  online: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation('forms');
  const render = useMsg();
  return (
    <>
      {failure && (
        <div className="alert alert-danger" role="alert">
          {render(failure)}
        </div>
      )}

      <ClinicOfflineNotice />

      <div className="req-actions">
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={onCancel}
          disabled={busy}
        >
          {t('actions.cancel')}
        </button>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={busy || !online}
          aria-busy={busy}
        >
          {busy && <Spinner inline />}
          {busy ? t('actions.checking') : t('actions.continue')}
        </button>
      </div>
    </>
  );
}
