// The mock card form (mock builds only): the fields Stripe's card element has, the same checks
// and wording, and the test bank's in-place authentication as a dialog.

import { useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { msgKey, msgText } from '../../../api/message';
import type { CardFieldProps, CardResult } from '../provider';
import AuthenticationDialog from './AuthenticationDialog';
import { authenticateIntent, createCardMethod, intentIdOf } from '../../../api/cardProvider';
import { checkMockCard, formatCardNumber, formatExpiry, type MockCardValues } from './mockCard';

type Answer = CardResult<{ paymentIntentId: string }>;

export default function MockCardField({ ref, disabled, errorId }: CardFieldProps) {
  const { t } = useTranslation('payment');
  const [values, setValues] = useState<MockCardValues>({ number: '', expiry: '', cvc: '' });
  const [challenge, setChallenge] = useState<string | null>(null);
  const pending = useRef<((answer: Answer) => void) | null>(null);

  useImperativeHandle(
    ref,
    () => ({
      async createPaymentMethod() {
        const problem = checkMockCard(values);
        if (problem) return { ok: false, message: msgKey(`payment:card.errors.${problem}`) };
        const answer = await createCardMethod(values);
        return answer.ok
          ? { ok: true, paymentMethodId: answer.value.id }
          : { ok: false, message: answer.message ? msgText(answer.message) : null };
      },
      handleCardAction(clientSecret: string) {
        return new Promise<Answer>((resolve) => {
          pending.current = resolve;
          setChallenge(clientSecret);
        });
      },
    }),
    [values],
  );

  const answerChallenge = async (outcome: 'complete' | 'fail') => {
    if (!challenge) return;
    const answer = await authenticateIntent(intentIdOf(challenge), challenge, outcome);
    setChallenge(null);
    pending.current?.(
      answer.ok
        ? { ok: true, paymentIntentId: answer.value.id }
        : { ok: false, message: answer.message ? msgText(answer.message) : null },
    );
    pending.current = null;
  };

  const describedBy = ['pay-card-test', errorId].filter(Boolean).join(' ');

  return (
    <fieldset className="pay-card" disabled={disabled}>
      <legend className="form-label fs-6 fw-semibold">{t('card.details')}</legend>
      <div className="mb-3">
        <label className="form-label" htmlFor="pay-card-number">
          {t('card.number')}
        </label>
        <input
          id="pay-card-number"
          className="form-control pay-card-number"
          type="text"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          aria-describedby={describedBy}
          value={values.number}
          onChange={(e) => setValues((v) => ({ ...v, number: formatCardNumber(e.target.value) }))}
        />
      </div>
      <div className="row g-3 align-items-end">
        <div className="col-7">
          <label className="form-label" htmlFor="pay-card-expiry">
            {t('card.expiry')}
          </label>
          <input
            id="pay-card-expiry"
            className="form-control"
            type="text"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t('card.expiryPlaceholder')}
            value={values.expiry}
            onChange={(e) => {
              const typed = e.target.value;
              // Deleting the ' / ' must not put it straight back.
              const next =
                typed.length < values.expiry.length ? typed.replace(/\s*\/\s*$/, '') : typed;
              setValues((v) => ({ ...v, expiry: formatExpiry(next) }));
            }}
          />
        </div>
        <div className="col-5">
          <label className="form-label" htmlFor="pay-card-cvc">
            {t('card.cvc')}
          </label>
          <input
            id="pay-card-cvc"
            className="form-control"
            type="text"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            placeholder="123"
            value={values.cvc}
            onChange={(e) => setValues((v) => ({ ...v, cvc: e.target.value.replace(/\D/g, '') }))}
          />
        </div>
      </div>
      <p id="pay-card-test" className="form-text mb-0 mt-2">
        {t('card.testMode')}
      </p>
      <AuthenticationDialog
        show={challenge !== null}
        onComplete={() => void answerChallenge('complete')}
        onFail={() => void answerChallenge('fail')}
      />
    </fieldset>
  );
}
