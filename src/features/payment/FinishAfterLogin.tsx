import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { rememberReturnTo } from '../../lib/returnTo';
import OutcomeCard from './OutcomeCard';
import PaymentHeading from './PaymentHeading';
import { cleanedSearch } from './paymentReturn';

/**
 * Back from the bank with no session to confirm the payment with: the service ended it while the
 * patient was at the bank, or the bank sent them back to another browser (security review N1).
 * Nothing of the request shows here (the tab may be a shared computer's); the tab keeps the
 * intent, and after the login this route confirms it with the same payment key. The address it
 * returns to carries no client secret.
 */
export default function FinishAfterLogin({
  formType,
}: {
  formType: 'sick-note' | 'school-work-form';
}) {
  const { t } = useTranslation('payment');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  const logIn = () => {
    rememberReturnTo(pathname + cleanedSearch(search));
    navigate('/login');
  };

  return (
    <div className="container page-section pay-page">
      <PaymentHeading formType={formType} title="confirm.title" />
      <div className="pay-outcome">
        <OutcomeCard tone="warning" title={t('finish.title')}>
          <p className="fw-semibold">{t('finish.body')}</p>
          <p>{t('finish.doNotPay')}</p>
          <button type="button" className="btn btn-primary" onClick={logIn}>
            {t('finish.logIn')}
          </button>
        </OutcomeCard>
      </div>
    </div>
  );
}
