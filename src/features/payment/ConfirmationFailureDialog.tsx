import { useTranslation } from 'react-i18next';
import type { Msg } from '../../api/message';
import Dialog from '../../components/Dialog';
import { useBrand } from '../../config/useBrand';
import { useMsg } from '../../i18n/useMsg';

interface Props {
  show: boolean;
  message: Msg | null;
  /** Where the patient may go on: the upload page of a form, else the dashboard. */
  onward: { label: 'upload' | 'dashboard'; go: () => void };
  onClose: () => void;
}

/**
 * docs/requests.md#payment-success-routes: a failed confirmation shows the support contact, since the card may have been
 * charged, and a button on to the upload page (forms) or the dashboard.
 */
export default function ConfirmationFailureDialog({ show, message, onward, onClose }: Props) {
  const { t } = useTranslation('payment');
  const render = useMsg();
  const { serviceEmail } = useBrand();
  return (
    <Dialog
      show={show}
      onHide={onClose}
      titleId="pay-failure-title"
      title={t('failure.title')}
      closeLabel={t('failure.close')}
      footer={
        <>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
            {t('failure.close')}
          </button>
          <button type="button" className="btn btn-primary" onClick={onward.go}>
            {t(`failure.${onward.label}`)}
          </button>
        </>
      }
    >
      {message && <p className="fw-semibold">{render(message)}</p>}
      <p>{t('failure.support')}</p>
      <p className="mb-0">
        {t('failure.email')} <a href={`mailto:${serviceEmail}`}>{serviceEmail}</a>
      </p>
    </Dialog>
  );
}
