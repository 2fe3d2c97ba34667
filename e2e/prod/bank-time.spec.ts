import { recaptchaSiteKey, serviceUrl, stripePublishableKey } from '../../scripts/e2e-prod-env.mjs';
import { CARDS } from '../payment-helpers';
import { installStandIns } from '../stand-ins/install';
import {
  expect,
  formAtPayment,
  logIn,
  submitLogIn,
  test,
  type Page,
  type Problems,
  type Service,
} from './fixtures';
import { justOneCharge, payWithStripe, requestSickNoteToPayment } from './journeys';
import { TEXT, type Lang } from './texts';

// Issue 26 point 1 (security review N1): a patient who spends longer than the 5-minute idle
// window at their bank's 3-D Secure check does not lose the payment, whichever way the check
// runs, and the ledger holds exactly one charge. The browser's clock (Playwright's) and the
// service's (POST /__mock/pass-time) both move on by 6 minutes while the patient is at the bank.

test.describe.configure({ timeout: 90_000 });

const AT_THE_BANK_MS = 6 * 60_000;

interface Charge {
  amount: number;
  formType: string;
}

/** Types a card into the Stripe stand-in's card frame, labelled in the page's language. */
/** Logged in, with the clock under the test's hand, at the payment page of a sick note. */
async function sickNoteAtPayment(page: Page, lang: Lang) {
  await page.clock.install();
  await logIn(page, 'patient@example.com');
  await requestSickNoteToPayment(page, lang);
}

/** Pays with the redirect card and stays at the bank's page for 6 minutes. */
async function sixMinutesAtTheBank(page: Page, service: Service, lang: Lang) {
  await payWithStripe(page, CARDS.redirect, lang);
  await expect(page).toHaveURL(/^https:\/\/hooks\.stripe\.com\/3d_secure_2\/authenticate\?/);
  await page.clock.fastForward(AT_THE_BANK_MS);
  await service.post('pass-time', { ms: AT_THE_BANK_MS });
}

/**
 * Six minutes at the bank, the session ended by the service meanwhile, then back from the bank
 * with the check completed.
 */
async function returnAfterTheSessionEnded(page: Page, service: Service, problems: Problems) {
  // The service refuses the ended session's /me on the return: that is the case under test.
  problems.allow(/status of 401 \(Unauthorized\) .*\/me$/);
  // The return's fresh page asks for the session's token, which the service has ended too.
  problems.allow(/status of 401 \(Unauthorized\) .*\/session\/refresh$/);
  await sixMinutesAtTheBank(page, service, 'en');
  await service.post('expire-sessions', { email: 'patient@example.com' });
  await page.getByRole('button', { name: 'Complete authentication' }).click();
}

const charges = (service: Service) => service.get<Charge[]>('charges');

// English at 1280 px, Chinese at 375 px: the pair covers both languages and both widths without
// running each journey four times (playwright.prod.config.ts: @phone-only).
for (const lang of ['en', 'cn'] as const) {
  test(
    `6 minutes at the bank's page (${lang}): the return confirms the payment, one charge`,
    lang === 'cn' ? { tag: '@phone-only' } : {},
    async ({ page, service }) => {
      await sickNoteAtPayment(page, lang);
      await sixMinutesAtTheBank(page, service, lang);
      await page.getByRole('button', { name: 'Complete authentication' }).click();
      await expect(page).toHaveURL(/\/sick-note\/payment\/success$/);
      await expect(page.getByText(TEXT[lang].confirmed)).toBeVisible();
      expect(await charges(service)).toEqual(justOneCharge('sick-note'));
      // Still logged in: the session went on from the return.
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { name: /Mei Chen/ })).toBeVisible();
    },
  );
}

test('the service ended the session while at the bank: log in, then the payment is confirmed, one charge', async ({
  page,
  service,
  problems,
}) => {
  await sickNoteAtPayment(page, 'en');
  await returnAfterTheSessionEnded(page, service, problems);
  await expect(page.getByRole('heading', { name: TEXT.en.finish })).toBeVisible();
  expect(await charges(service)).toEqual([]);
  await page.getByRole('button', { name: TEXT.en.logIn }).click();
  await expect(page).toHaveURL(/\/login$/);
  await submitLogIn(page, 'patient@example.com');
  await expect(page).toHaveURL(/\/sick-note\/payment\/success$/);
  await expect(page.getByText(TEXT.en.confirmed)).toBeVisible();
  expect(await charges(service)).toEqual(justOneCharge('sick-note'));
});

test(
  'the bank check in place, open for 6 minutes: no idle logout, then one charge',
  { tag: '@phone-only' },
  async ({ page, service }) => {
    await sickNoteAtPayment(page, 'cn');
    await payWithStripe(page, CARDS.inPlace, 'cn');
    const bank = page.frameLocator('iframe[title="3D Secure authentication"]');
    // Stripe's challenge frame speaks the page's language (zh-HK).
    const complete = bank.getByRole('button', { name: '完成驗證' });
    await expect(complete).toBeVisible();
    // Minute by minute, as the portal's timers see it; the service's clock alike.
    for (let minute = 0; minute < 6; minute += 1) {
      await page.clock.runFor(60_000);
      await service.post('pass-time', { ms: 60_000 });
    }
    await expect(page).toHaveURL(/\/sick-note\/payment$/);
    await complete.click();
    await expect(page.getByRole('dialog', { name: TEXT.cn.paid })).toBeVisible();
    expect(await charges(service)).toEqual(justOneCharge('sick-note'));
  },
);

test('a form paid by redirect, its session ended at the bank: the form’s own token confirms it, one charge', async ({
  page,
  service,
  problems,
}) => {
  await page.clock.install();
  await formAtPayment(page);
  await returnAfterTheSessionEnded(page, service, problems);
  await expect(page).toHaveURL(/\/school-work-form\/payment\/success\?formType=school-work-form$/);
  await expect(page.getByText(TEXT.en.confirmed)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upload my form' })).toBeVisible();
  expect(await charges(service)).toEqual(justOneCharge('school-work-form'));
});

test('the bank sends the patient back to another browser: log in there, then the payment is confirmed, one charge', async ({
  page,
  service,
  browser,
}) => {
  await sickNoteAtPayment(page, 'en');
  await payWithStripe(page, CARDS.redirect, 'en');
  await expect(page).toHaveURL(/^https:\/\/hooks\.stripe\.com\/3d_secure_2\/authenticate\?/);
  // The bank's app opens its return link in the phone's default browser: no session, no draft.
  const { baseURL, locale, timezoneId, viewport } = test.info().project.use;
  const other = await browser.newContext({ baseURL, locale, timezoneId, viewport });
  try {
    await installStandIns(other, {
      cardApi: `${serviceUrl}/card-provider`,
      siteKey: recaptchaSiteKey,
      publishableKey: stripePublishableKey,
    });
    const tab = await other.newPage();
    await tab.goto(page.url());
    await tab.getByRole('button', { name: 'Complete authentication' }).click();
    await expect(tab.getByRole('heading', { name: TEXT.en.finish })).toBeVisible();
    await expect(tab).toHaveURL(/\/sick-note\/payment\/success$/);
    expect(await charges(service)).toEqual([]);
    await tab.getByRole('button', { name: TEXT.en.logIn }).click();
    await submitLogIn(tab, 'patient@example.com');
    await expect(tab).toHaveURL(/\/sick-note\/payment\/success$/);
    await expect(tab.getByText(TEXT.en.confirmed)).toBeVisible();
    expect(await charges(service)).toEqual(justOneCharge('sick-note'));
  } finally {
    await other.close();
  }
});
