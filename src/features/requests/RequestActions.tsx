import { FormAlert, SubmitButton } from '../../components/form';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Msg } from '../../api/message';
import { ClinicOfflineNotice } from '../clinicStatus';
import ActionButton from '../../components/ActionButton';

/**
 * The foot of a request form: the service's refusal (the kit's alert, which takes the focus), the clinic-offline notice, and Cancel and
 * Continue (busy while the request is checked, disabled while the clinic system is offline).
 */
export default function RequestActions({
  form: { failure, alertRef, busy, online, cancel },
}: {
  /** The page's useRequestForm. */
  form: {
    failure: Msg | null;
    alertRef: Ref<HTMLDivElement>;
    busy: boolean;
    online: boolean;
    cancel: () => void;
  };
}) {
  const { t } = useTranslation('forms');
  return (
    <>
      <FormAlert msg={failure} alertRef={alertRef} />

      <ClinicOfflineNotice />

      <div className="req-actions">
        <ActionButton
          className="btn btn-outline-secondary"
          onClick={cancel}
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
