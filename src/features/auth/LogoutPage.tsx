import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import LogOutButton from './LogOutButton';
import { selectIsAuthenticated, selectToken } from '../../state/auth';
import Spinner from '../../components/Spinner';

/**
 * /logout, a public address the spec names. Any page, e-mail or chat message can link to it, and
 * a logout ends the session in every tab and deletes the request a patient is typing there
 * (security review N4). So a logged-in patient is asked first; the menu's Log Out, a button,
 * logs out at once. Without a session there is nothing to end: on to /login.
 */
export default function LogoutPage() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const token = useAppSelector(selectToken);
  const authenticated = useAppSelector(selectIsAuthenticated);

  if (token === null) return <Navigate to="/login" replace />;
  if (!authenticated) return <Spinner />;
  return (
    <div className="container page-section">
      <div className="row justify-content-center">
        <div className="col-md-9 col-lg-6">
          <h1 className="h3">{t('logoutPage.title')}</h1>
          <p>{t('logoutPage.body')}</p>
          <div className="d-flex flex-wrap gap-2">
            <LogOutButton className="btn btn-primary" />
            <button
              type="button"
              className="btn btn-outline-secondary"
              onClick={() => navigate('/dashboard', { replace: true })}
            >
              {t('logoutPage.stay')}
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}
