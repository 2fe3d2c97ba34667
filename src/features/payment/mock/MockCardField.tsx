// The mock card form (mock builds only): the fields Stripe's card element has, the same checks
// and wording, and the test bank's in-place authentication as a dialog.

import { useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { msgKey, msgText } from '../../../api/message';
import type { CardFieldProps, CardResult } from '../provider';
import AuthenticationDialog from './AuthenticationDialog';
import { authenticateIntent, createCardMethod, intentIdOf } from '../../../api/cardProvider';
import { cardSummaryOf } from '../../receipts';
import { checkMockCard, formatCardNumber, formatExpiry, type MockCardValues } from './mockCard';

type Answer = CardResult<{ paymentIntentId: string }>;

interface CardInputProps {
  /** The wrapper's place in the form's grid. */
  className: string;
  id: string;
  label: string;
  inputClassName?: string;
  autoComplete: string;
  placeholder: string;
  maxLength?: number;
  describedBy?: string;
  value: string;
  onChange: (typed: string) => void;
}

/** One labelled field of the card, typed in digits as Stripe's card element is. */
function CardInput({ className, id, label, inputClassName, onChange, ...input }: CardInputProps) {
  return (
    <div className={className}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={inputClassName ? `form-control ${inputClassName}` : 'form-control'}
        type="text"
        inputMode="numeric"
        autoComplete={input.autoComplete}
        maxLength={input.maxLength}
        placeholder={input.placeholder}
        aria-describedby={input.describedBy}
        value={input.value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

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
        // The card as the provider describes it, never as typed (docs/requests.md#receipts).
        const described = (answer.ok ? answer.value : {}) as { card?: unknown };
        return answer.ok
          ? { ok: true, paymentMethodId: answer.value.id, card: cardSummaryOf(described.card) }
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
      <CardInput
        className="mb-3"
        id="pay-card-number"
        label={t('card.number')}
        inputClassName="pay-card-number"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        describedBy={describedBy}
        value={values.number}
        onChange={(typed) => setValues((v) => ({ ...v, number: formatCardNumber(typed) }))}
      />
      <div className="row g-3 align-items-end">
        <CardInput
          className="col-7"
          id="pay-card-expiry"
          label={t('card.expiry')}
          autoComplete="cc-exp"
          placeholder={t('card.expiryPlaceholder')}
          value={values.expiry}
          onChange={(typed) => {
            // Deleting the ' / ' must not put it straight back.
            const next =
              typed.length < values.expiry.length ? typed.replace(/\s*\/\s*$/, '') : typed;
            setValues((v) => ({ ...v, expiry: formatExpiry(next) }));
          }}
        />
        <CardInput
          className="col-5"
          id="pay-card-cvc"
          label={t('card.cvc')}
          autoComplete="cc-csc"
          maxLength={4}
          placeholder="123"
          value={values.cvc}
          onChange={(typed) => setValues((v) => ({ ...v, cvc: typed.replace(/\D/g, '') }))}
        />
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
