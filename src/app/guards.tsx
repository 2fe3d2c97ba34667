import { lazy, useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import Spinner from '../components/Spinner';
import { useAppSelector } from './hooks';
import { rememberReturnTo, takeReturnTo } from '../lib/returnTo';
import { loadedThirdParties, needsFreshPage } from '../lib/thirdPartyScripts';
import type { Access } from './routes';
import {
  selectIsAuthenticated,
  selectRestoring,
  selectSessionLoading,
  selectToken,
} from '../state/auth';
import { selectIsBlocked, selectMustUpdate } from '../state/user/slice';

// Only a blocked account ever sees it: not part of anyone's first load.
const ServiceBlocked = lazy(() => import('./ServiceBlocked'));

/** A logged-in patient on a visitor page goes where they were heading, else to /dashboard. */
function RedirectLoggedIn() {
  const navigate = useNavigate();
  // StrictMode runs effects twice; the remembered path must be taken only once.
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    navigate(takeReturnTo(), { replace: true });
  }, [navigate]);
  return <Spinner />;
}

/**
 * The page is loaded afresh, as a document without the providers' scripts this one has loaded
 * (src/lib/thirdPartyScripts.ts): the address is already the new page's, so a reload is it.
 */
function FreshPage() {
  useEffect(() => window.location.reload(), []);
  return <Spinner />;
}

const isAccountPath = (path: string) => /^\/account\/?$/i.test(path);

function RedirectToLogin() {
  const location = useLocation();
  rememberReturnTo(location.pathname + location.search + location.hash);
  return <Navigate to="/login" replace />;
}

/** Applies a route's access level: the only place that decides who sees what. */
export function Guard({
  access,
  service = false,
  children,
}: {
  access: Access;
  /** A page that starts or pays for a clinic service, closed to a blocked account. */
  service?: boolean;
  children: ReactNode;
}) {
  const token = useAppSelector(selectToken);
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const loading = useAppSelector(selectSessionLoading);
  const shouldUpdate = useAppSelector(selectMustUpdate);
  const blocked = useAppSelector(selectIsBlocked);
  const restoring = useAppSelector(selectRestoring);
  const { pathname } = useLocation();
  if (needsFreshPage(loadedThirdParties(), pathname, access)) return <FreshPage />;
  if (service && token && loading) return <Spinner />;
  if (service && isAuthenticated && blocked) return <ServiceBlocked />;
  if (access === 'public') return children;
  // A kept session is being restored or checked: wait rather than flash the wrong page.
  if (restoring || (token && loading)) return <Spinner />;
  if (access === 'patient' && !isAuthenticated) return <RedirectToLogin />;
  // docs/routes.md#held-on-the-account-page: a patient whose details need confirming is held on /account until they do.
  if (access === 'patient' && shouldUpdate && !isAccountPath(pathname)) {
    return <Navigate to="/account" replace />;
  }
  if (access === 'guest' && isAuthenticated) return <RedirectLoggedIn />;
  return children;
}
