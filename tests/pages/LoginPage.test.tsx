import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failNext } from '../../src/testing/mock-clinic/controls';
import { recordPageLoads } from '../builders/session';
import { PATIENTS, SEEDED_PASSWORD } from '../builders/users';
import { renderWithProviders, type Lang } from '../utils/render';
import { typeAtOnce } from '../utils/typeAtOnce';
import { expectAlert } from '../utils/expectAlert';
import { pageWithMockBotCheck } from './mockBotCheck';

// /login's messages (docs/account.md#login-rules-and-messages), the service's refusal and its
// failures, in both languages, against the mock clinic. The journeys (logging in and landing on
// the dashboard, the banner when the service cannot be reached) stay in e2e.

const LoginPage = pageWithMockBotCheck(() => import('../../src/features/auth/LoginPage'));

const LABELS = {
  en: { email: 'Email', password: 'Password', bot: "I'm not a robot", submit: 'Log In' },
  cn: { email: '電郵', password: '密碼', bot: '我不是機器人', submit: '登入' },
} as const;

async function openLogin(lang: Lang = 'en') {
  const user = userEvent.setup({ delay: null });
  const { store } = await renderWithProviders(<LoginPage />, { route: '/login', lang });
  const l = LABELS[lang];
  const field = (label: string) => screen.getByLabelText(label, { exact: true });
  return {
    user,
    store,
    field,
    bot: () => screen.findByLabelText(l.bot),
    submit: () => screen.getByRole('button', { name: l.submit }),
    async fill(email: string, password = SEEDED_PASSWORD) {
      await typeAtOnce(field(l.email), email);
      await typeAtOnce(field(l.password), password);
      await user.click(await screen.findByLabelText(l.bot));
    },
    send: (u: UserEvent = user) => u.click(screen.getByRole('button', { name: l.submit })),
  };
}

describe('the login form', () => {
  it('Log In waits for the e-mail, the password and the bot check', async () => {
    const page = await openLogin();
    expect(page.submit()).toBeDisabled();
    await typeAtOnce(page.field('Email'), PATIENTS.full);
    await typeAtOnce(page.field('Password'), SEEDED_PASSWORD);
    expect(page.submit()).toBeDisabled();
    await page.user.click(await page.bot());
    expect(page.submit()).toBeEnabled();
  });

  it.each([
    ['en', 'Incorrect e-mail or password.'],
    ['cn', '電郵或密碼不正確。'],
  ] as const)(
    'in %s: a wrong password shows the service’s words and resets the bot check',
    async (lang, message) => {
      const page = await openLogin(lang);
      await page.fill(PATIENTS.full, 'wrong-password');
      await page.send();
      await expectAlert(message);
      expect(await page.bot()).not.toBeChecked();
      expect(page.submit()).toBeDisabled();
      expect(page.field(LABELS[lang].email)).toHaveValue(PATIENTS.full);
    },
  );
});

describe('when the service fails (docs/account.md#login-rules-and-messages)', () => {
  // The login call failing in any way. (The login no longer asks /me: it leaves by a full page
  // load, and the patient's page loads the patient: tests/auth/loginThunk.test.ts.)
  it.each([
    ['en', 'POST', '/login', '500', 'Login Failed, Network error.'],
    ['cn', 'POST', '/login', '500', '登入失敗，網絡錯誤。'],
    ['en', 'POST', '/login', 'network', 'Login Failed, Network error.'],
    ['cn', 'POST', '/login', 'network', '登入失敗，網絡錯誤。'],
  ] as const)(
    'in %s: %s %s failing (%s) says so, keeps what was typed, and asks for the bot check again',
    async (lang, method, path, kind, message) => {
      const pageLoads = recordPageLoads();
      const page = await openLogin(lang);
      await page.fill(PATIENTS.full);
      failNext(method, path, kind);
      await page.send();
      await expectAlert(message);
      expect(page.store.getState().auth.token).toBeFalsy();
      expect(pageLoads.replace).not.toHaveBeenCalled();
      expect(page.field(LABELS[lang].email)).toHaveValue(PATIENTS.full);
      expect(page.field(LABELS[lang].password)).toHaveValue(SEEDED_PASSWORD);
      // Once the service answers again, the same form logs in: a full page load of the
      // dashboard, which restores the session without reCAPTCHA's script.
      await page.user.click(await page.bot());
      await page.send();
      await waitFor(() => expect(pageLoads.replace).toHaveBeenCalledWith('/dashboard'));
    },
  );
});

describe('the way to registration', () => {
  // Issue 29: the space after the question is the English text's own; code put one after the
  // Chinese full-width 「？」 too.
  it.each([
    ['en', 'New to the clinic? Sign Up', 'Sign Up'],
    ['cn', '第一次使用本診所服務？註冊', '註冊'],
  ] as const)('reads as one line with its link (%s)', async (lang, line, link) => {
    await openLogin(lang);
    const signUp = screen.getByRole('link', { name: link });
    expect(signUp).toHaveAttribute('href', '/register');
    expect(signUp.parentElement?.textContent).toBe(line);
  });
});
