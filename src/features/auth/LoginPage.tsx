import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { warmApiClient } from '../../api/client';
import { msgKey } from '../../api/message';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import BotCheck, { type BotCheckHandle } from '../../components/BotCheck';
import { FormAlert, InputField, SubmitButton, useForm } from '../../components/form';
import { failureOf } from '../../state/serviceThunk';
import { canSubmitLogin, validateLogin } from './loginRules';
import { login } from './loginThunk';
import { selectLoggedOutReason } from '../../state/auth';
import FormPage from '../../components/FormPage';

const infoCards = [
  { title: 'login.cards.labTitle', text: 'login.cards.labText' },
  { title: 'login.cards.medTitle', text: 'login.cards.medText' },
  { title: 'login.cards.bookTitle', text: 'login.cards.bookText' },
] as const;

const LOGOUT_NOTICES = {
  user: null,
  idle: 'common:session.idleLoggedOut',
  expired: 'common:session.expired',
  elsewhere: 'common:session.endedElsewhere',
} as const;

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const loggedOutReason = useAppSelector(selectLoggedOutReason);
  const [botToken, setBotToken] = useState<string | null>(null);
  const botCheck = useRef<BotCheckHandle>(null);
  const form = useForm({
    order: ['email', 'password'] as const,
    ids: { email: 'login-email', password: 'login-password' },
    initial: { email: '', password: '' },
    checkForm: (values) => {
      const problem = validateLogin(values);
      return problem ? msgKey(`auth:login.errors.${problem}`) : null;
    },
    canSend: (values) => canSubmitLogin(values, botToken, false),
    // On success the page goes (a fresh load of the patient's page); a refusal resets the bot
    // check, which disables Log In, which had the focus: the form's alert takes it.
    send: async (values) => {
      const failure = failureOf(await dispatch(login({ ...values, recaptcha: botToken ?? '' })));
      if (failure) {
        setBotToken(null);
        botCheck.current?.reset();
      }
      return failure?.msg;
    },
  });
  const { values } = form;

  const notice = loggedOutReason ? LOGOUT_NOTICES[loggedOutReason] : null;

  return (
    <FormPage
      className="login-page"
      title={t('login.title')}
      lead={t('login.subtitle')}
      rowClassName="row g-4 align-items-start"
      columnClassName="col-lg-5 order-lg-2"
      heading={t('login.formTitle')}
      aside={
        <div className="col-lg-7 order-lg-1">
          <h2 className="visually-hidden">{t('login.cards.label')}</h2>
          <div className="row g-3">
            {infoCards.map((card) => (
              <div className="col-md-4 col-lg-12" key={card.title}>
                <div className="card h-100 info-card">
                  <div className="card-body">
                    <h3 className="h5">{t(card.title)}</h3>
                    <p className="mb-0">{t(card.text)}</p>
                  </div>
                </div>
              </div>
            ))}
          </div>
        </div>
      }
    >
      {notice && (
        <div className="alert alert-info" role="alert">
          {t(notice)}
        </div>
      )}
      <form {...form.props} onFocus={warmApiClient}>
        <InputField
          id="login-email"
          label={t('login.email')}
          input={{
            type: 'email',
            autoComplete: 'username',
            inputMode: 'email',
            value: values.email,
            onChange: (e) => form.set('email', e.target.value),
          }}
        />
        <InputField
          id="login-password"
          label={t('login.password')}
          input={{
            type: 'password',
            autoComplete: 'current-password',
            value: values.password,
            onChange: (e) => form.set('password', e.target.value),
          }}
        />
        <div className="mb-3">
          <BotCheck ref={botCheck} onChange={setBotToken} />
        </div>
        <FormAlert msg={form.failure} alertRef={form.alertRef} />
        <SubmitButton
          busy={form.busy}
          disabled={!canSubmitLogin(values, botToken, form.busy)}
          label={t('login.submit')}
          busyLabel={t('login.submitting')}
          className="btn btn-primary w-100"
        />
        <div className="d-flex flex-wrap justify-content-between gap-2 mt-3">
          <Link to="/forgotpassword">{t('login.forgot')}</Link>
          <span>
            {/* The space after the question is the English text's own: none after a full-width
                「？」 in Chinese (src/i18n/GLOSSARY.md, Spacing). Not <Trans>: it would add 4.7 KB
                gzip to this page's first load. */}
            {t('login.noAccount')}
            <Link to="/register">{t('login.signUp')}</Link>
          </span>
        </div>
      </form>
    </FormPage>
  );
}
