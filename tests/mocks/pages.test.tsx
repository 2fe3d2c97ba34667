import { act, render, screen } from '@testing-library/react';
import { createInstance, type i18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import cnMock from '../../src/i18n/locales/cn/mock.json';
import enMock from '../../src/i18n/locales/en/mock.json';
import ConfirmEmailPage from '../../src/testing/mock-clinic/ConfirmEmailPage';
import MailboxPage from '../../src/testing/mock-clinic/MailboxPage';
import { mailbox } from '../../src/testing/mock-clinic/controls';
import { postJson, registration, validateRecovery } from './helpers';

async function makeI18n(lng: 'en' | 'cn'): Promise<i18n> {
  const instance = createInstance();
  await instance.use(initReactI18next).init({
    lng,
    resources: { en: { mock: enMock }, cn: { mock: cnMock } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

async function renderPage(element: React.ReactElement, path = '/', lng: 'en' | 'cn' = 'en') {
  const i18n = await makeI18n(lng);
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/__mock/confirm/:token" element={element} />
          <Route path="*" element={element} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('MailboxPage', () => {
  it('says when there is no mail', async () => {
    await renderPage(<MailboxPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Mock mailbox' })).toBeInTheDocument();
    expect(screen.getByText(/No e-mails yet/)).toBeInTheDocument();
  });

  it('lists mails newest first, bodies as text, links labelled, codes shown', async () => {
    await postJson('/register', registration({ firstName: '<b>Lucy</b>' }));
    // A code is mailed only after the identity step.
    await validateRecovery();
    await postJson('/login/forgot', { email: 'patient@example.com' });
    const { container } = await renderPage(<MailboxPage />);

    const list = screen.getByRole('list', { name: '2 e-mails' });
    const items = list.querySelectorAll(':scope > li');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Your password reset code');
    expect(items[1]).toHaveTextContent('Confirm your e-mail address');

    expect(screen.getByText(/Hello <b>Lucy<\/b>,/)).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();

    const [reset, confirm] = mailbox();
    expect(screen.getByText(reset!.code!)).toBeInTheDocument();
    const link = screen.getByRole('link', {
      name: 'Open the link in “Confirm your e-mail address”',
    });
    expect(link).toHaveAttribute('href', confirm!.link);
  });

  it('shows a mail as soon as it is sent', async () => {
    await renderPage(<MailboxPage />);
    await act(async () => {
      // A code is mailed only after the identity step.
      await validateRecovery();
      await postJson('/login/forgot', { email: 'patient@example.com' });
    });
    expect(await screen.findByText('Your password reset code')).toBeInTheDocument();
  });

  it('speaks Traditional Chinese', async () => {
    await renderPage(<MailboxPage />, '/', 'cn');
    expect(screen.getByRole('heading', { level: 1, name: '模擬郵箱' })).toBeInTheDocument();
  });
});

describe('ConfirmEmailPage', () => {
  it('confirms the e-mail and points to the login page', async () => {
    await postJson('/register', registration());
    const path = new URL(mailbox()[0]!.link!).pathname;
    await renderPage(<ConfirmEmailPage />, path);
    expect(screen.getByRole('status')).toHaveTextContent('Checking your confirmation link…');
    expect(
      await screen.findByText('Your e-mail is confirmed. You can now log in.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the login page' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it("shows the service's message for an unknown link", async () => {
    await renderPage(<ConfirmEmailPage />, '/__mock/confirm/not-a-token');
    expect(await screen.findByText('This confirmation link is not valid.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the registration page' })).toHaveAttribute(
      'href',
      '/register',
    );
  });
});
