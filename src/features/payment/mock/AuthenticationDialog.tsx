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
  const answerButton = (className: string, label: string, choice: () => void) => (
    <button type="button" className={className} disabled={answered} onClick={() => answer(choice)}>
      {label}
    </button>
  );
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
          {answerButton('btn btn-outline-danger', t('authentication.fail'), onFail)}
          {answerButton('btn btn-primary', t('authentication.complete'), onComplete)}
        </>
      }
    >
      <p className="mb-0">{t('authentication.body')}</p>
    </Dialog>
  );
}
