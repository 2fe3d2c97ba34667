import { CARDS } from '../payment-helpers';
import { tinyPdf } from '../testFiles';
import { expect, formAtPayment, logIn, test, type Page } from './fixtures';

// The app's own StripeCardField and the charge calls against Stripe.js's stand-in and the mock
// service over HTTP: the four test cards of a sick note, then a form paid and its documents sent.

test.describe.configure({ timeout: 90_000 });

interface Charge {
  amount: number;
  formType: string;
}

/** Types a card into Stripe's card frame, as a patient does. */
async function fillCard(page: Page, number: string) {
  const card = page.frameLocator('iframe[title="Secure card payment input frame"]');
  await card.getByLabel('Card number').fill(number);
  await card.getByLabel(/Expiration/).fill('12 / 34');
  await card.getByLabel('CVC').fill('123');
}

async function sickNoteAtPayment(page: Page) {
  await logIn(page, 'patient@example.com');
  await page.goto('/sick-note');
  await page.getByLabel('School', { exact: true }).check();
  await page.getByLabel('Reason for time off').fill('Influenza with fever since last night');
  await page.getByLabel(/^I confirm that this information is true/).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment');
}

test('a sick note paid with 4242 4242 4242 4242', { tag: '@phone' }, async ({ page, service }) => {
  await sickNoteAtPayment(page);
  await fillCard(page, CARDS.visa);
  await page.getByRole('button', { name: 'Pay now' }).click();
  const success = page.getByRole('dialog', { name: 'Payment successful' });
  await expect(success).toBeVisible();
  expect(await service.get<Charge[]>('charges')).toEqual([
    expect.objectContaining({ amount: 65, formType: 'sick-note' }),
  ]);
});

test('a declined card says so, charges nothing, and the next card pays', async ({
  page,
  service,
}) => {
  await sickNoteAtPayment(page);
  await fillCard(page, CARDS.declined);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your card was declined.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeEnabled();
  expect(await service.get<Charge[]>('charges')).toEqual([]);
  await fillCard(page, CARDS.visa);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('dialog', { name: 'Payment successful' })).toBeVisible();
  expect(await service.get<Charge[]>('charges')).toHaveLength(1);
});

test('3-D Secure by redirect: the bank page, then the success route confirms it', async ({
  page,
  service,
}) => {
  await sickNoteAtPayment(page);
  await fillCard(page, CARDS.redirect);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/^https:\/\/hooks\.stripe\.com\/3d_secure_2\/authenticate\?/);
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page).toHaveURL(/\/sick-note\/payment\/success$/);
  await expect(page.getByText('Your payment is confirmed.')).toBeVisible();
  expect(await service.get<Charge[]>('charges')).toHaveLength(1);
});

test('3-D Secure in place: the bank check in Stripe\u2019s frame, then the charge', async ({
  page,
  service,
}) => {
  await sickNoteAtPayment(page);
  await fillCard(page, CARDS.inPlace);
  await page.getByRole('button', { name: 'Pay now' }).click();
  const bank = page.frameLocator('iframe[title="3D Secure authentication"]');
  await bank.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.getByRole('dialog', { name: 'Payment successful' })).toBeVisible();
  expect(await service.get<Charge[]>('charges')).toEqual([
    expect.objectContaining({ amount: 65, formType: 'sick-note' }),
  ]);
});

test('a form paid by card, then its documents uploaded over HTTP with progress', async ({
  page,
  service,
}) => {
  await formAtPayment(page);
  await fillCard(page, CARDS.visa);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/school-work-form\/upload-token$/);
  expect(await service.get<Charge[]>('charges')).toEqual([
    expect.objectContaining({ amount: 250, formType: 'school-work-form' }),
  ]);

  // A slow uplink (about 1 Mbit/s) so the progress of a 1 MB file is seen as it is sent.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 128 * 1024,
  });
  const seen: string[] = [];
  await page.exposeFunction('recordProgress', (value: string) => seen.push(value));
  await page.evaluate(() => {
    const record = (window as unknown as { recordProgress(value: string): void }).recordProgress;
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"]');
      const value = bar?.getAttribute('aria-valuenow');
      if (value) record(value);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await page.getByLabel(/^Your documents/).setInputFiles({
    name: 'work-form.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([tinyPdf(), Buffer.alloc(1024 * 1024, 32)]),
  });
  await page.getByRole('button', { name: 'Complete Submission' }).click();
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await expect(page.getByText('Your documents were submitted to the clinic.')).toBeVisible();
  const percents = seen.map(Number);
  expect(percents.some((value) => value > 0 && value < 100)).toBe(true);
  await cdp.detach();
});
