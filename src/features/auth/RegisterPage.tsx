import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import BotCheck, { type BotCheckHandle } from '../../components/BotCheck';
import { loadPharmacies } from '../../state/user/thunks';
import AboutSection from './register/AboutSection';
import AddressSection from './register/AddressSection';
import CareSection from './register/CareSection';
import FeeNotice from './register/FeeNotice';
import { Check, FieldError, SubmitButton } from '../../components/form';
import { REGISTER_ERROR } from './register/useRegistrationForm';
import LoginDetailsSection from './register/LoginDetailsSection';
import PhoneSection from './register/PhoneSection';
import ServerError, { EmailInUseLine } from './register/ServerError';
import SuccessPanel from './register/SuccessPanel';
import { useFailureText } from './register/useFailureText';
import { useRegistrationForm } from './register/useRegistrationForm';
import type { ErrorAnchor } from './register/values';
import { pharmacyListNotice } from './register/pharmacyListNotice';
import { register } from './registerThunk';
import { failureOf } from '../../state/serviceThunk';
import { selectPharmaciesStatus } from '../../state/user/slice';
import PageHero from '../../components/PageHero';

export default function RegisterPage() {
  const { t } = useTranslation(['register', 'fields']);
  const failureText = useFailureText();
  const dispatch = useAppDispatch();
  const pharmaciesStatus = useAppSelector(selectPharmaciesStatus);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const botCheck = useRef<BotCheckHandle>(null);
  // The form is the kit's, through the registration layer: the field rules (one message at a time,
  // its 10 s), one send at a time, and the service's refusal, which takes the focus (the Sign Up
  // button was disabled while the form was sent, which took the focus from it).
  const form = useRegistrationForm(async (checked) => {
    EmailInUseLine.preload().catch(() => undefined);
    const result = await dispatch(register(checked));
    if (register.fulfilled.match(result)) {
      // SuccessPanel brings the patient to the top once it has replaced the form.
      setRegisteredEmail(result.payload.email);
      return null;
    }
    // docs/account.md#registration-outcome: on failure the bot check resets (the form drops its
    // answer); what the patient typed stays.
    botCheck.current?.reset();
    return failureOf(result)?.msg ?? { key: 'register:errors.unknown' };
  });
  const { values, change, flagged, describedBy, error, errorAnchor, alertRef } = form;

  // docs/account.md#registration: the pharmacy list is asked for as the patient starts on the
  // form (a first tap or focus in it) or scrolls to within 200 px of the picker, whichever is first;
  // it is the page's only call, and its HTTP client is 17 KB gzip the first load does without
  // (docs/constants.md#first-load-budget).
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const formElement = formRef.current;
    if (!formElement) return;
    let asked = false;
    const ask = () => {
      if (asked) return;
      asked = true;
      void dispatch(loadPharmacies());
    };
    const picker = formElement.querySelector('#register-preferredPharmacy');
    const near =
      picker && typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && ask(), {
            rootMargin: '200px 0px',
          })
        : null;
    if (picker) near?.observe(picker);
    else ask();
    formElement.addEventListener('focusin', ask);
    formElement.addEventListener('pointerdown', ask);
    return () => {
      near?.disconnect();
      formElement.removeEventListener('focusin', ask);
      formElement.removeEventListener('pointerdown', ask);
    };
  }, [dispatch, registeredEmail]);

  const errorAt = (anchor: ErrorAnchor) => {
    if (!error || errorAnchor !== anchor) return null;
    const notice = anchor === 'preferredPharmacy' ? pharmacyListNotice(pharmaciesStatus) : null;
    return notice ? t(notice) : failureText(error.message);
  };

  return (
    <div className="register-page">
      <PageHero title={t('title')} lead={t('subtitle')} />
      <div className="container page-section">
        <div className="card shadow-sm register-card mx-auto">
          <div className="card-body p-3 p-md-4">
            {registeredEmail ? (
              <SuccessPanel email={registeredEmail} />
            ) : (
              <form ref={formRef} {...form.props} aria-describedby="register-required">
                <p id="register-required" className="text-body-secondary">
                  {t('required')}
                </p>
                <AboutSection form={form} errorAt={errorAt} />
                <AddressSection form={form} errorAt={errorAt} />
                <PhoneSection form={form} errorAt={errorAt} />
                <CareSection form={form} errorAt={errorAt} />
                <LoginDetailsSection form={form} errorAt={errorAt} />

                <FeeNotice country={values.country} province={values.healthCardProvince} />

                <div className="mb-3">
                  <FieldError {...REGISTER_ERROR} text={errorAt('agreement')} />
                  <Check
                    id="register-agreement"
                    label={t('agreement')}
                    checked={values.agreement}
                    invalid={flagged('agreement')}
                    aria-describedby={describedBy('agreement')}
                    onChange={(agreement) => change({ agreement })}
                  />
                </div>

                <div className="mb-3" id="register-recaptcha">
                  <FieldError {...REGISTER_ERROR} text={errorAt('recaptcha')} />
                  <BotCheck
                    ref={botCheck}
                    onChange={(token) => change({ recaptcha: token ?? '' })}
                  />
                </div>

                {form.failure && <ServerError ref={alertRef} msg={form.failure} />}

                {/* Not disabled while the pharmacy list loads: the first tap in the form asks for
                    it, so a first tap on Sign Up disabled the button between its pointerdown
                    and its click, and the press did nothing (issue 26 point 2). The picker says
                    it is loading; a Sign Up meanwhile names the first problem, as any other. */}
                <SubmitButton
                  busy={form.busy}
                  label={t('submit')}
                  busyLabel={t('submitting')}
                  className="btn btn-primary btn-lg w-100"
                />
                <p className="mt-3 mb-0 text-center">
                  {/* The space is the English text's own: none after 「？」 in Chinese. Not
                      <Trans>: 4.7 KB gzip more on this page's first load. */}
                  {t('haveAccount')}
                  <Link to="/login">{t('logIn')}</Link>
                </p>
              </form>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
