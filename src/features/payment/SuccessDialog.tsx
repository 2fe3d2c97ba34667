import { useTranslation } from 'react-i18next';
import Dialog from '../../components/Dialog';

/** A paid sick note: the patient reads that it went through; OK goes to the dashboard. */
export default function SuccessDialog({ show, onOk }: { show: boolean; onOk: () => void }) {
  const { t } = useTranslation('payment');
  return (
    <Dialog
      show={show}
      onHide={onOk}
      staticBackdrop
      titleId="pay-success-title"
      title={t('success.title')}
      footer={
        <button type="button" className="btn btn-primary" onClick={onOk}>
          {t('success.ok')}
        </button>
      }
    >
      <p className="mb-0">{t('success.sick-note')}</p>
    </Dialog>
  );
}
