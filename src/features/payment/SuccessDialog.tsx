import { useTranslation } from 'react-i18next';
import Dialog from '../../components/Dialog';

/**
 * A paid sick note: the patient reads that it went through; OK goes to the dashboard, and
 * 'View receipt' to the payment's receipt when one was kept.
 */
export default function SuccessDialog({
  show,
  onOk,
  onReceipt,
}: {
  show: boolean;
  onOk: () => void;
  onReceipt: (() => void) | null;
}) {
  const { t } = useTranslation('payment');
  return (
    <Dialog
      show={show}
      onHide={onOk}
      staticBackdrop
      titleId="pay-success-title"
      title={t('success.title')}
      footer={
        <>
          {onReceipt && (
            <button type="button" className="btn btn-outline-primary" onClick={onReceipt}>
              {t('success.receipt')}
            </button>
          )}
          <button type="button" className="btn btn-primary" onClick={onOk}>
            {t('success.ok')}
          </button>
        </>
      }
    >
      <p className="mb-0">{t('success.sick-note')}</p>
    </Dialog>
  );
}
