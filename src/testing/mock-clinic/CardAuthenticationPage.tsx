// /__mock/card-authentication (mock builds only): the test bank's 3-D Secure page that the
// 4000 0027 6000 3184 card is sent to. It offers "Complete authentication" and "Fail
// authentication", then returns to the clinic with payment_intent and
// payment_intent_client_secret in the query, as Stripe's redirect does.

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { authenticateIntent, readIntent } from '../../api/cardProvider';
import { formatDollars } from '../../lib/money';

/** Only back to this site: a crafted link must not send the card holder elsewhere. */
function sameOriginReturn(value: string | null): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value, window.location.origin);
    return url.origin === window.location.origin ? url : null;
  } catch {
    return null;
  }
}

export default function CardAuthenticationPage() {
  const { t } = useTranslation('payment');
  const [params] = useSearchParams();
  const intentId = params.get('payment_intent') ?? '';
  const secret = params.get('client_secret') ?? '';
  const back = sameOriginReturn(params.get('return_url'));
  const [amount, setAmount] = useState<number | null>(null);
  const [invalid, setInvalid] = useState(!intentId || !secret || !back);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!intentId || !secret) return;
    let live = true;
    void readIntent(intentId, secret).then((answer) => {
      if (!live) return;
      if (answer.ok) setAmount(answer.value.amount);
      else setInvalid(true);
    });
    return () => {
      live = false;
    };
  }, [intentId, secret]);

  const finish = async (outcome: 'complete' | 'fail') => {
    if (!back || sending) return;
    setSending(true);
    const answer = await authenticateIntent(intentId, secret, outcome);
    back.searchParams.set('payment_intent', intentId);
    back.searchParams.set('payment_intent_client_secret', secret);
    back.searchParams.set('redirect_status', answer.ok ? 'succeeded' : 'failed');
    window.location.assign(back.toString());
  };

  const answerButton = (outcome: 'complete' | 'fail', className: string) => (
    <button
      type="button"
      className={className}
      disabled={sending}
      onClick={() => void finish(outcome)}
    >
      {t(`authentication.${outcome}`)}
    </button>
  );

  return (
    <div className="container page-section" style={{ maxWidth: '36rem' }}>
      <h1 className="h2">{t('bankPage.title')}</h1>
      {invalid ? (
        <div className="alert alert-danger" role="alert">
          {t('bankPage.invalid')}
        </div>
      ) : (
        <div className="card">
          <div className="card-body p-4">
            <p>{t('bankPage.intro')}</p>
            {/* The amount's line keeps its height while the amount is read, so the buttons below
                do not move under a tap (WebKit lost a Complete authentication to that shift). */}
            <p className="fs-4 fw-bold" aria-live="polite" style={{ minHeight: '1.5em' }}>
              {amount !== null ? t('bankPage.amount', { amount: formatDollars(amount) }) : ''}
            </p>
            <div className="d-flex flex-wrap gap-2">
              {answerButton('complete', 'btn btn-primary')}
              {answerButton('fail', 'btn btn-outline-danger')}
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
