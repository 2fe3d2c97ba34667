import { expect, type Page } from '@playwright/test';
import { AUTH_DEMO_TOKEN } from '../../src/testing/mock-clinic/seed';
import { logIn } from '../support';

// A patient's session for the tests that are not about logging in. The login form (logIn in
// support.ts) costs two page loads: /login with its bot check, then the fresh page the login
// leaves by (docs/session-security.md). The seeded patient's mailed login link
// (docs/account.md, /auth-message/{token}) opens the same session in one page load, on a page
// with no third-party script, so it starts without the second load. The specs about the login
// form, the session and its marks (foundation, session, hostile, auth-link) keep the form.

/** The full patient of the seed (README: seeded accounts), the one account with a login link. */
export const PATIENT = 'patient@example.com';

/**
 * Logs patient@example.com in through the seeded login link and waits for the dashboard. The
 * link works once per seeded database: a test that logs in again after a logout uses logIn.
 */
export async function startPatientSession(page: Page): Promise<void> {
  await page.goto(`/auth-message/${AUTH_DEMO_TOKEN}`);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

/** Logs the patient in (startPatientSession), then opens `path` as a fresh page load. */
export async function openAsPatient(page: Page, path: string): Promise<void> {
  await startPatientSession(page);
  await page.goto(path);
}

/** Logs `email` in through the login form (support.ts logIn), then opens `path`. */
export async function openAs(page: Page, email: string, path: string): Promise<void> {
  await logIn(page, email);
  await page.goto(path);
}
