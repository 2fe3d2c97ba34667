import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { brand } from '../../src/config/brands';
import DashboardPage from '../../src/features/dashboard/DashboardPage';
import SickNoteRequestPage from '../../src/features/requests/SickNoteRequestPage';
import HomePage from '../../src/features/site/HomePage';
import PrivacyContacts from '../../src/features/site/legal/PrivacyContacts';
import { renderFailureDialog } from '../builders/failureDialog';
import { PATIENTS, type SeededPatient } from '../builders/users';
import { pageWithMockBotCheck } from '../pages/mockBotCheck';
import { renderWithI18n, renderWithProviders } from '../utils/render';
import { chineseFindings, findingKey, report } from './chinese/check';
import { PENDING } from './chinese/pending';
import { renderedChinese } from './chinese/renderedText';

// Issue 29 point 2 (review section 6, item 4): the main pages rendered in Chinese, their text
// read line by line as the patient sees it, and held to the same checks as every Chinese text
// (tests/i18n/chinese/check.ts). This is where Chinese put together in code is read: the review's
// C1 (an ASCII colon after the privacy officer's label) and C2 (a space after 「電郵：」).

const LoginPage = pageWithMockBotCheck(() => import('../../src/features/auth/LoginPage'));
const RegisterPage = pageWithMockBotCheck(() => import('../../src/features/auth/RegisterPage'));

/**
 * The page's findings beyond those still pending (tests/i18n/chinese/pending.ts), and the pending
 * ones of this page that no longer fire (a fixed text must leave the list).
 */
function findings(page: string): string[] {
  const texts = renderedChinese(document.body, page);
  expect(texts.length, `${page} shows Chinese`).toBeGreaterThan(0);
  const found = chineseFindings(texts);
  const keys = found.map(findingKey);
  const stale = PENDING.filter(
    (key) => key.startsWith(`rendered ${page}: `) && !keys.includes(key),
  );
  return [
    ...report(found.filter((f) => !PENDING.includes(findingKey(f)))),
    ...stale.map((key) => `no longer found, take it out of pending.ts: ${key}`),
  ];
}

/** A page rendered at its own address in Chinese, and what shows it has finished arriving. */
interface Page {
  test: string;
  route: string;
  ui: () => ReactElement;
  user?: SeededPatient;
  ready: () => Promise<unknown>;
}

const heading = () => screen.findByRole('heading', { level: 1 });

const PAGES: Page[] = [
  { test: '/ (home)', route: '/', ui: () => <HomePage />, ready: heading },
  { test: '/login', route: '/login', ui: () => <LoginPage />, ready: heading },
  { test: '/register', route: '/register', ui: () => <RegisterPage />, ready: heading },
  {
    test: '/dashboard, with the upcoming appointments',
    route: '/dashboard',
    ui: () => <DashboardPage />,
    user: PATIENTS.full,
    ready: async () => {
      await screen.findByRole('heading', { name: '即將到來的預約' });
      await screen.findAllByRole('button', { name: '加入日曆' });
    },
  },
  {
    test: '/sick-note, with its date hints',
    route: '/sick-note',
    ui: () => <SickNoteRequestPage />,
    user: PATIENTS.full,
    ready: heading,
  },
];

describe('the main pages in Chinese', () => {
  for (const { test, route, ui, user, ready } of PAGES)
    it(test, async () => {
      await renderWithProviders(ui(), { route, lang: 'cn', user });
      await ready();
      expect(findings(route)).toEqual([]);
    });

  it('the payment confirmation failure dialog', async () => {
    await renderFailureDialog('cn');
    await screen.findByRole('dialog');
    expect(findings('payment failure dialog')).toEqual([]);
  });

  it('the privacy policy’s contacts', async () => {
    await renderWithI18n(
      <PrivacyContacts clinic={brand.name.cn} email={brand.serviceEmail} />,
      'cn',
    );
    expect(findings('privacy contacts')).toEqual([]);
  });

  it('finds the review’s C1 and C2 in the markup the code built before their fixes', () => {
    // PrivacyContacts.tsx and ConfirmationFailureDialog.tsx (before 0856287) as they rendered:
    // a hard-coded ": " after a translated label, and a JSX space after 「電郵：」.
    render(
      <>
        <ul>
          <li>
            {'私隱主任，列治文店內診所'}: <a href="mailto:info@example.com">info@example.com</a>
          </li>
        </ul>
        <p>
          {'電郵：'} <a href="mailto:info@example.com">info@example.com</a>
        </p>
      </>,
    );
    const rules = chineseFindings(renderedChinese(document.body, 'before')).map((f) => f.rule);
    expect(rules).toContain('ascii-punctuation');
    expect(rules).toContain('space-by-full-width');
  });
});
