import { createAsyncThunk } from '@reduxjs/toolkit';
import { isAxiosError } from '../../api/isAxiosError';
import { msgKey, msgText, type Msg } from '../../api/message';
import { handleApiError } from '../../app/handleApiError';
import type { AppDispatch, RootState } from '../../app/store';
import type { LoginReply } from '../../api/types';
import { normaliseEmailInput } from '../../lib/validation/email';
import { storageKeys, writeStorage } from '../../lib/storage';
import { userSet } from '../user/slice';
import { getMe, postLogin } from './api';
import { logout } from './logout';
import { loginSucceeded, userLoadStarted, userLoadSucceeded } from './slice';

interface ThunkApi {
  dispatch: AppDispatch;
  state: RootState;
  rejectValue: Msg;
}

/** Loads /me for the stored token; a failure is an auth error and logs out. */
export const loadUser = createAsyncThunk<void, void, ThunkApi>(
  'auth/loadUser',
  async (_, { dispatch, rejectWithValue }) => {
    dispatch(userLoadStarted());
    try {
      const user = await getMe();
      dispatch(userSet(user));
      dispatch(userLoadSucceeded());
    } catch (error) {
      const apiError = handleApiError(error, dispatch);
      // An unreachable service is not a reason to throw the patient out: keep the token.
      if (apiError.kind !== 'network') dispatch(logout('expired'));
      return rejectWithValue(apiError.message);
    }
  },
);

export interface LoginInput {
  email: string;
  password: string;
  recaptcha: string;
}

function serverLoginMessage(error: unknown): string | undefined {
  if (!isAxiosError<LoginReply>(error)) return undefined;
  const message = error.response?.data?.extras?.message;
  return typeof message === 'string' && message ? message : undefined;
}

export const login = createAsyncThunk<void, LoginInput, ThunkApi>(
  'auth/login',
  async ({ email, password, recaptcha }, { dispatch, rejectWithValue }) => {
    let token: string | undefined;
    try {
      const reply = await postLogin({
        method: 'email',
        email: normaliseEmailInput(email),
        password,
        recaptcha,
      });
      if (!reply.success || !reply.extras?.accessToken) {
        const message = reply.extras?.message;
        return rejectWithValue(message ? msgText(message) : msgKey('auth:login.errors.failed'));
      }
      token = reply.extras.accessToken;
    } catch (error) {
      handleApiError(error, dispatch);
      // The service may refuse with a 4xx that still carries its extras.message.
      const message = serverLoginMessage(error);
      return rejectWithValue(message ? msgText(message) : msgKey('auth:login.errors.network'));
    }
    writeStorage(storageKeys.token, token);
    dispatch(loginSucceeded(token));
    await dispatch(loadUser());
  },
);
