import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import Spinner from '../../components/Spinner';
import { setAlert } from '../../state/alerts/actions';
import { forgetLinkToken, keepLinkToken, keptLinkToken } from './link/linkToken';
import { linkFailureGoesHome, loginWithLink } from './link/thunks';
import { failureOf } from '../../state/serviceThunk';
import { logout } from './logout';
import { selectToken } from '../../state/auth';
import { selectUser } from '../../state/user/slice';

/** The page's address once the token has left it (the token is kept in sessionStorage). */
const CLEAN_LINK_PATH = '/auth-message';

type Phase = 'reading' | 'ask' | 'working' | 'failed';

/**
 * /auth-message/{token}: a link the clinic e-mailed logs the patient in and opens the portal.
 * The token leaves the address at once (the page goes on at /auth-message, the token kept in
 * sessionStorage until it is used). While a patient is logged in, the link is not used before
 * they choose: log out and continue, or stay logged in (review finding 12: a link sent by someone
 * else must not silently switch the patient into another account).
 */
export default function AuthByTokenPage() {
  const { t } = useTranslation('authLink');
  const { token: fromAddress } = useParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const sessionToken = useAppSelector(selectToken);
  const user = useAppSelector(selectUser);
  const inAddress = fromAddress?.trim() ? fromAddress.trim() : null;
  // At the clean address with a kept link while a patient is logged in here: ask first.
  const [phase, setPhase] = useState<Phase>(() =>
    inAddress === null && sessionToken !== null && keptLinkToken() ? 'ask' : 'reading',
  );
  const heading = useRef<HTMLHeadingElement>(null);
  // StrictMode runs effects twice; a link must be traded once.
  const started = useRef(false);

  useEffect(() => {
    if (inAddress === null) return;
    keepLinkToken(inAddress);
    navigate(CLEAN_LINK_PATH, { replace: true });
  }, [inAddress, navigate]);

  const tradeLink = useCallback(
    async (token: string) => {
      setPhase('working');
      const failure = failureOf(await dispatch(loginWithLink(token)));
      if (!failure) {
        forgetLinkToken();
        // The home page sends a logged-in patient on to the dashboard.
        navigate('/', { replace: true });
        return;
      }
      // An alert, not page text: it must still show after the redirect.
      dispatch(setAlert(failure.msg, 'danger'));
      if (linkFailureGoesHome(failure)) {
        // Refused (unknown, used or expired): it will never work, so it is not kept.
        forgetLinkToken();
        navigate('/', { replace: true });
      } else {
        setPhase('failed');
      }
    },
    [dispatch, navigate],
  );

  // At the clean address with nobody logged in: the kept link is used (none: 'no token detected').
  useEffect(() => {
    if (inAddress !== null || phase !== 'reading' || started.current) return;
    started.current = true;
    void tradeLink(keptLinkToken() ?? '');
  }, [inAddress, phase, tradeLink]);

  useEffect(() => {
    if (phase === 'ask') heading.current?.focus();
  }, [phase]);

  const logOutAndContinue = () => {
    const token = keptLinkToken() ?? '';
    setPhase('working');
    dispatch(logout('user'));
    // Kept again: a logout clears what the tab held for the session it ended.
    keepLinkToken(token);
    void tradeLink(token);
  };

  const stay = () => {
    forgetLinkToken();
    navigate('/dashboard', { replace: true });
  };

  if (phase === 'ask') {
    const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
    return (
      <div className="container page-section auth-link-page">
        <h1 className="h2" ref={heading} tabIndex={-1}>
          {t('switch.title')}
        </h1>
        <p>{name ? t('switch.signedInAs', { name }) : t('switch.signedIn')}</p>
        <p>{t('switch.explain')}</p>
        <div className="d-flex flex-wrap gap-2">
          <button type="button" className="btn btn-primary" onClick={logOutAndContinue}>
            {t('switch.continue')}
          </button>
          <button type="button" className="btn btn-outline-primary" onClick={stay}>
            {t('switch.stay')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="container page-section auth-link-page">
      <h1 className="h2">{t('title')}</h1>
      {phase === 'failed' ? (
        <>
          <p>{t('failedHelp')}</p>
          <div className="d-flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => void tradeLink(keptLinkToken() ?? '')}
            >
              {t('retry')}
            </button>
            <Link className="btn btn-outline-primary" to="/login">
              {t('toLogin')}
            </Link>
          </div>
        </>
      ) : (
        <>
          <p>{t('wait')}</p>
          <Spinner />
        </>
      )}
    </div>
  );
}
