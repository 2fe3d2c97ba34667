import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { msgKey, msgText } from '../../src/api/message';
import ServerError from '../../src/features/auth/register/ServerError';
import { renderWithProviders } from '../utils/render';

// Issue 16 point 7: a duplicate e-mail keeps the spec's text and is followed, in the same alert,
// by a line saying the address is in use, with the way to log in or reset the password. That line
// is fetched when the form is sent (docs/constants.md#first-load-budget), so it may come a moment
// after the alert.

const duplicate = msgKey('common:errors.duplicateEmail');

describe('the registration refusal', () => {
  const inUse = [
    {
      name: 'a duplicate e-mail: the spec’s text, then where to go, in one alert',
      lang: 'en' as const,
      text:
        'email is invalid please choose another email address' +
        'This e-mail address is already in use by an account. If it is yours, please log in, ' +
        'or reset your password if you have forgotten it.',
      logIn: 'log in',
      reset: 'reset your password',
    },
    {
      name: 'in Chinese',
      lang: 'cn' as const,
      text:
        '此電郵地址無法使用，請選擇另一個電郵地址。' +
        '此電郵地址已有帳戶使用。如那是您自己的帳戶，請登入；如忘記密碼，請重設密碼。',
      logIn: '登入',
      reset: '重設密碼',
    },
  ];
  for (const { name, lang, text, logIn, reset } of inUse)
    it(name, async () => {
      await renderWithProviders(<ServerError msg={duplicate} />, { lang });
      await screen.findByRole('link', { name: logIn });
      expect(screen.getByRole('alert')).toHaveTextContent(text);
      expect(screen.getByRole('link', { name: logIn })).toHaveAttribute('href', '/login');
      expect(screen.getByRole('link', { name: reset })).toHaveAttribute('href', '/forgotpassword');
    });

  it('any other refusal is shown alone', async () => {
    await renderWithProviders(
      <ServerError msg={msgText('Registration failed, Please check your input and try again.')} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^Registration failed, Please check your input and try again\.$/,
    );
    expect(screen.queryByRole('link')).toBeNull();
  });
});
