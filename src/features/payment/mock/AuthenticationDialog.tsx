// The test bank's in-place check (what Stripe shows in its own frame for 3-D Secure).

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Dialog from '../../../components/Dialog';

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
    <Dialog
      show={show}
      onHide={() => answer(onFail)}
      onEnter={() => setAnswered(false)}
      staticBackdrop
      titleId="pay-auth-title"
      title={t('authentication.title')}
      footer={
        <>
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
        </>
      }
    >
      <p className="mb-0">{t('authentication.body')}</p>
    </Dialog>
  );
}
