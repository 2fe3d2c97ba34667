import { SubmitButton } from '../../components/form';
import { useTranslation } from 'react-i18next';
import type { Msg } from '../../api/message';
import { useMsg } from '../../i18n/useMsg';
import { ClinicOfflineNotice } from '../clinicStatus';
import ActionButton from '../../components/ActionButton';

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
        <ActionButton
          className="btn btn-outline-secondary"
          onClick={onCancel}
          disabled={busy}
          label={t('actions.cancel')}
        />
        <SubmitButton
          busy={busy}
          disabled={!online}
          label={t('actions.continue')}
          busyLabel={t('actions.checking')}
        />
      </div>
    </>
  );
}
