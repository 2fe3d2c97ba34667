// The test bank's in-place check (what Stripe shows in its own frame for 3-D Secure).

import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';

interface Props {
  show: boolean;
  onComplete: () => void;
  onFail: () => void;
}

export default function AuthenticationDialog({ show, onComplete, onFail }: Props) {
  const { t } = useTranslation('payment');
  const [answered, setAnswered] = useState(false);
  const answer = (choice: () => void) => {
    setAnswered(true);
    choice();
  };
  return (
    <Modal
      show={show}
      onHide={() => answer(onFail)}
      onEnter={() => setAnswered(false)}
      backdrop="static"
      centered
      aria-labelledby="pay-auth-title"
    >
      <Modal.Header>
        <Modal.Title as="h2" id="pay-auth-title" className="h5">
          {t('authentication.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{t('authentication.body')}</p>
      </Modal.Body>
      <Modal.Footer>
        <button
          type="button"
          className="btn btn-outline-danger"
          disabled={answered}
          onClick={() => answer(onFail)}
        >
          {t('authentication.fail')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={answered}
          onClick={() => answer(onComplete)}
        >
          {t('authentication.complete')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
