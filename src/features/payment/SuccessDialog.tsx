import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';

/** A paid sick note: the patient reads that it went through; OK goes to the dashboard. */
export default function SuccessDialog({ show, onOk }: { show: boolean; onOk: () => void }) {
  const { t } = useTranslation('payment');
  return (
    <Modal show={show} onHide={onOk} backdrop="static" centered aria-labelledby="pay-success-title">
      <Modal.Header>
        <Modal.Title as="h2" id="pay-success-title" className="h5">
          {t('success.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{t('success.sick-note')}</p>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-primary" onClick={onOk}>
          {t('success.ok')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
