import { normaliseEmailInput } from './rules/email';

export interface LoginValues {
  email: string;
  password: string;
}

export type LoginError = 'emailEmpty' | 'passwordEmpty';

/** docs/account.md#login-rules-and-messages: the first failing rule, checked on the e-mail as it will be sent. */
export function validateLogin({ email, password }: LoginValues): LoginError | null {
  if (normaliseEmailInput(email) === '') return 'emailEmpty';
  if (password === '') return 'passwordEmpty';
  return null;
}

/** The button stays disabled until e-mail, password and bot token are all present. */
export function canSubmitLogin(values: LoginValues, botToken: string | null, loading: boolean) {
  return !loading && values.email !== '' && values.password !== '' && Boolean(botToken);
}
