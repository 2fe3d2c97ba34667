import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { recaptchaSiteKey, serviceUrl, stripePublishableKey } from '../../scripts/e2e-prod-env.mjs';
import { failOnFindings, takeServiceFindings } from '../contractFindings';
import { installStandIns } from '../stand-ins/install';
import { watchPageProblems } from '../support';

export { expect } from '@playwright/test';
export type { Page } from '@playwright/test';

// The production-path journeys' fixtures: before each test the mock service goes back to its
// seed and the providers' script addresses are answered by the stand-ins; during it, whatever
// goes wrong that the test did not cause is collected, and fails the test at its end.

/** The mock clinic's controls over HTTP (src/testing/mock-clinic/server/controlRoutes.ts). */
export interface Service {
  post(verb: string, body?: Record<string, unknown>): Promise<void>;
  get<T>(verb: string): Promise<T>;
  /** The newest mail's link to the given address. */
  linkMailedTo(email: string): Promise<string>;
}

function serviceFor(request: APIRequestContext): Service {
  const service: Service = {
    async post(verb, body = {}) {
      const response = await request.post(`${serviceUrl}/__mock/${verb}`, { data: body });
      expect(response.ok(), `POST /__mock/${verb}`).toBe(true);
    },
    async get<T>(verb: string) {
      const response = await request.get(`${serviceUrl}/__mock/${verb}`);
      expect(response.ok(), `GET /__mock/${verb}`).toBe(true);
      return (await response.json()) as T;
    },
    async linkMailedTo(email) {
      const mails = await service.get<{ to: string; link?: string }[]>('mailbox');
      const link = mails.find((mail) => mail.to === email)?.link;
      expect(link, `a mail with a link to ${email}`).toBeTruthy();
      return link as string;
    },
  };
  return service;
}

/** What went wrong in the page; a test that causes a failure itself says so with allow(). */
export interface Problems {
  allow(pattern: RegExp): void;
}

// This machine has no internet: the home page's map probe and frame fail as network errors.
// A request the page cancels itself (a navigation ending socket.io's long poll) is no failure.
const ALWAYS_EXPECTED = [/^https:\/\/www\.google\.com\/(favicon\.ico|maps)/, /net::ERR_ABORTED/];

function watch(page: Page): { problems: string[]; allowed: RegExp[] } {
  const problems = watchPageProblems(page);
  page.on('requestfailed', (request) => {
    problems.push(
      `failed request: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`,
    );
  });
  return { problems, allowed: [...ALWAYS_EXPECTED] };
}

export const test = base.extend<{ service: Service; problems: Problems }>({
  service: async ({ request }, use) => {
    const service = serviceFor(request);
    await service.post('reset');
    // Findings an earlier test left behind (one that failed first) are not this test's.
    await takeServiceFindings(serviceUrl);
    await use(service);
    failOnFindings(await takeServiceFindings(serviceUrl));
  },

  context: async ({ context }, use) => {
    await installStandIns(context, {
      cardApi: `${serviceUrl}/card-provider`,
      siteKey: recaptchaSiteKey,
      publishableKey: stripePublishableKey,
    });
    await use(context);
  },

  problems: [
    async ({ page, service }, use) => {
      void service;
      const { problems, allowed } = watch(page);
      await use({ allow: (pattern) => allowed.push(pattern) });
      const unexpected = problems.filter(
        (problem) => !allowed.some((pattern) => pattern.test(problem)),
      );
      expect(unexpected, 'console errors, policy refusals and failed requests').toEqual([]);
    },
    { auto: true },
  ],
});

export const PASSWORD = 'Clinic2026!';

/** Ticks the reCAPTCHA stand-in's box, as a patient ticks Google's. */
export async function tickBotCheck(page: Page): Promise<void> {
  const widget = page.frameLocator('iframe[title="reCAPTCHA"]');
  const box = widget.getByRole('checkbox', { name: /not a robot|人機/ });
  // The page glides to its section as it opens (800 ms): a tap during the glide may miss the
  // moving box, and a patient then taps it again.
  await expect(async () => {
    if (!(await box.isChecked())) await box.click();
    await expect(box).toBeChecked({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

/** On /login: fills it and presses Log In (where it leads is the caller's to check). */
export async function submitLogIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await tickBotCheck(page);
  await page.getByRole('button', { name: 'Log In' }).click();
}

export async function logIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await submitLogIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard/);
  // The login leaves by a fresh page load, which restores the session from the service's cookie.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

/** Logged in, a work form of one page requested, on its payment page. */
export async function formAtPayment(page: Page): Promise<void> {
  await logIn(page, 'patient@example.com');
  await page.goto('/school-work-form');
  await page.getByLabel('Form type').selectOption({ label: 'Work' });
  await page
    .getByLabel('Details about the form')
    .fill('Return-to-work clearance for my employer after knee surgery');
  await page.getByLabel('Number of pages').fill('1');
  await page.getByLabel(/^I agree to the terms/).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment');
}
