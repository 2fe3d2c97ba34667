import { api } from '../../api/client';
import type { LoginPayload, LoginReply, User } from '../../api/types';

export const postLogin = (payload: LoginPayload) =>
  api.post<LoginReply>('/login', payload).then((r) => r.data);

export const getMe = () => api.get<User>('/me').then((r) => r.data);
