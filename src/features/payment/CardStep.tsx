import { SubmitButton } from '../../components/form';
import { useTranslation } from 'react-i18next';
import CardSection from '../../components/CardSection';
import Spinner from '../../components/Spinner';
import { useMsg } from '../../i18n/useMsg';
import LostReplyStatus from './LostReplyStatus';
import type { ChargeFlow } from './useChargeFlow';
import type { ProviderState } from './usePaymentProvider';

interface Props {
  provider: ProviderState;
  flow: ChargeFlow;
  /** The request is validated and not paid yet. */
  payable: boolean;
  online: boolean;
  onBack: () => void;
}

/**
 * The card: the provider's card field, what went wrong, what became of a lost answer, and
 * 'Go back' and 'Pay now'. Pay is disabled while a charge is in flight, while a lost answer is
 * unresolved and while the clinic is offline.
 */
export default function CardStep({ provider, flow, payable, online, onBack }: Props) {
  const { t } = useTranslation('payment');
  const render = useMsg();
  const { busy, error, check, cardRef } = flow;
  return (
    <CardSection
      titleId="pay-card-title"
      title={t('card.title')}
      bodyClassName="p-4"
      titleClassName="h5 mb-3"
    >
      {provider.status === 'loading' && <Spinner />}
      {provider.status === 'unavailable' && (
        <div className="alert alert-warning mb-0">{t('errors.unavailable')}</div>
      )}
      {provider.status === 'ready' && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void flow.pay();
          }}
        >
          <provider.provider.CardField
            ref={cardRef}
            disabled={busy || !payable}
            errorId={error ? 'pay-error' : undefined}
          />
          <div
            id="pay-error"
            className={error ? 'alert alert-danger mt-3 mb-0' : 'visually-hidden'}
            role="alert"
          >
            {error ? render(error) : ''}
          </div>
          <LostReplyStatus check={check} busy={busy} onCheckAgain={() => void flow.checkAgain()} />
          <div className="req-actions mt-4">
            <button
              type="button"
              className="btn btn-outline-secondary"
              disabled={busy}
              onClick={onBack}
            >
              {t('actions.back')}
            </button>
            <SubmitButton
              busy={busy}
              disabled={!payable || check !== null || !online}
              label={t('actions.pay')}
              busyLabel={t('actions.paying')}
            />
          </div>
        </form>
      )}
    </CardSection>
  );
}
