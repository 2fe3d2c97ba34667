import { api } from '../../api/client';
import type {
  ApiReply,
  LoginPayload,
  LoginReply,
  RegistrationPayload,
  User,
} from '../../api/types';

// The calls that start, renew or end a session carry the service's HttpOnly refresh cookie
// (withCredentials): the service sets it at login, reads it on a refresh, and clears it at logout
// (docs/calls.md#session-refresh). No other call sends a cookie.

export const postLogin = (payload: LoginPayload) =>
  api.post<LoginReply>('/login', payload, { withCredentials: true }).then((r) => r.data);

/**
 * POST /session/refresh (a contract addition): the token of the session the refresh cookie
 * names, for a reload or a new tab, since no tab keeps the token where a script could read it.
 */
export const postRefresh = () =>
  api.post<LoginReply>('/session/refresh', {}, { withCredentials: true }).then((r) => r.data);

export const getMe = () => api.get<User>('/me').then((r) => r.data);

export const postRegister = (payload: RegistrationPayload) =>
  api.post<ApiReply>('/register', payload).then((r) => r.data);

/**
 * Ends the session on the service too, and its refresh cookie. It names the token, which the tab
 * has already let go; without one (an idle session ended at boot, before any refresh) the
 * service ends the session the cookie names.
 */
export const postLogout = (token: string | null) =>
  api
    .post(
      '/logout',
      {},
      {
        headers: token === null ? {} : { 'x-auth-token': token },
        withCredentials: true,
        unnoticed: true,
      },
    )
    .then(() => undefined);
