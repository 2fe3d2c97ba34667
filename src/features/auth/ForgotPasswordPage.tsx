import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { normaliseRecoveryEmail } from './recovery/recoveryRules';
import DoneStep from './recovery/DoneStep';
import FoundStep from './recovery/FoundStep';
import IdentifyStep, { EMPTY_IDENTITY, type IdentityValues } from './recovery/IdentifyStep';
import ResetStep from './recovery/ResetStep';
import FormPage from '../../components/FormPage';

type Step = 'identify' | 'found' | 'reset' | 'done';

/**
 * /forgotpassword (docs/account.md#password-recovery): identify → identify-success → reset → done. What the patient typed
 * in step 1 stays when they come back to it; the bot check never does.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('recovery');
  const [step, setStep] = useState<Step>('identify');
  const [identity, setIdentity] = useState<IdentityValues>(EMPTY_IDENTITY);
  // The first step's heading takes the focus only when the patient comes back to it.
  const [returned, setReturned] = useState(false);
  const backToIdentify = () => {
    setReturned(true);
    setStep('identify');
  };

  return (
    <FormPage
      className="recovery-page"
      title={t('title')}
      lead={t('subtitle')}
      rowClassName="row justify-content-center"
      columnClassName="col-md-9 col-lg-6"
      below={
        step !== 'done' && (
          <p className="mt-3 text-center">
            <Link to="/login">{t('backToLogin')}</Link>
          </p>
        )
      }
    >
      {step === 'identify' && (
        <IdentifyStep
          values={identity}
          onChange={setIdentity}
          onFound={() => setStep('found')}
          focusHeading={returned}
        />
      )}
      {step === 'found' && (
        <FoundStep
          email={normaliseRecoveryEmail(identity.email)}
          onSent={() => setStep('reset')}
          onCancel={backToIdentify}
        />
      )}
      {step === 'reset' && (
        <ResetStep
          email={normaliseRecoveryEmail(identity.email)}
          onReset={() => setStep('done')}
          onRestart={backToIdentify}
        />
      )}
      {step === 'done' && <DoneStep />}
    </FormPage>
  );
}
