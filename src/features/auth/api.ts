import { api } from '../../api/client';
import type {
  ApiReply,
  LoginPayload,
  LoginReply,
  RegistrationPayload,
  User,
} from '../../api/types';

export const postLogin = (payload: LoginPayload) =>
  api.post<LoginReply>('/login', payload).then((r) => r.data);

export const getMe = () => api.get<User>('/me').then((r) => r.data);

export const postRegister = (payload: RegistrationPayload) =>
  api.post<ApiReply>('/register', payload).then((r) => r.data);

/** Ends the session on the service too; it names the token, which the tab has already let go. */
export const postLogout = (token: string) =>
  api
    .post('/logout', {}, { headers: { 'x-auth-token': token }, unnoticed: true })
    .then(() => undefined);
