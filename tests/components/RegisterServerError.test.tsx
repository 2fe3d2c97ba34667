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
  it('a duplicate e-mail: the spec’s text, then where to go, in one alert', async () => {
    await renderWithProviders(<ServerError msg={duplicate} />);
    const alert = screen.getByRole('alert');
    await screen.findByRole('link', { name: 'log in' });
    expect(alert).toHaveTextContent(
      'email is invalid please choose another email address' +
        'This e-mail address is already in use by an account. If it is yours, please log in, ' +
        'or reset your password if you have forgotten it.',
    );
    expect(screen.getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'reset your password' })).toHaveAttribute(
      'href',
      '/forgotpassword',
    );
  });

  it('in Chinese', async () => {
    await renderWithProviders(<ServerError msg={duplicate} />, { lang: 'cn' });
    await screen.findByRole('link', { name: '登入' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      '此電郵地址無法使用，請選擇另一個電郵地址。' +
        '此電郵地址已有帳戶使用。如那是您自己的帳戶，請登入；如忘記密碼，請重設密碼。',
    );
    expect(screen.getByRole('link', { name: '登入' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: '重設密碼' })).toHaveAttribute(
      'href',
      '/forgotpassword',
    );
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
