import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { msgKey } from '../../api/message';
import { useAppDispatch } from '../../app/hooks';
import Spinner from '../../components/Spinner';
import { setAlert } from '../alerts/actions';
import { loginWithLink } from './link/thunks';

/** /auth-message/{token}: a link the clinic e-mailed logs the patient in and opens the portal. */
export default function AuthByTokenPage() {
  const { t } = useTranslation('authLink');
  const { token = '' } = useParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  // StrictMode runs effects twice; a link must be traded once.
  const started = useRef(false);

  const attempt = useCallback(async () => {
    setFailed(false);
    const result = await dispatch(loginWithLink(token));
    if (loginWithLink.fulfilled.match(result)) {
      // The home page sends a logged-in patient on to the dashboard.
      navigate('/', { replace: true });
      return;
    }
    const failure = result.payload ?? { message: msgKey('authLink:errors.failed'), goHome: true };
    // An alert, not page text: it must still show after the redirect.
    dispatch(setAlert(failure.message, 'danger'));
    if (failure.goHome) navigate('/', { replace: true });
    else setFailed(true);
  }, [dispatch, navigate, token]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void attempt();
  }, [attempt]);

  return (
    <div className="container page-section auth-link-page">
      <h1 className="h2">{t('title')}</h1>
      {failed ? (
        <>
          <p>{t('failedHelp')}</p>
          <div className="d-flex flex-wrap gap-2">
            <button type="button" className="btn btn-primary" onClick={() => void attempt()}>
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
