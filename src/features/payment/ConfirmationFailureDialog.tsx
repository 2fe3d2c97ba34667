import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
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

/** The link <Trans> fills with the address: its target is fixed here, never by a text. */
function MailTo({ email, children }: { email: string; children?: ReactNode }) {
  return <a href={`mailto:${email}`}>{children}</a>;
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
        {/* One text with the address in it: English puts a space after 'E-mail:', Chinese
            none after its full-width colon; the text decides, not this code. */}
        <Trans
          t={t}
          i18nKey="failure.email"
          values={{ email: serviceEmail }}
          components={{ mail: <MailTo email={serviceEmail} /> }}
        />
      </p>
    </Dialog>
  );
}
