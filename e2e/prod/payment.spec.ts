import { CARDS, payAndSeeDeclined } from '../payment-helpers';
import { tinyPdf } from '../testFiles';
import { expect, formAtPayment, logIn, test, type Page } from './fixtures';
import { fillStripeCard, justOneCharge, payWithStripe, requestSickNoteToPayment } from './journeys';

// The app's own StripeCardField and the charge calls against Stripe.js's stand-in and the mock
// service over HTTP: the four test cards of a sick note, then a form paid and its documents sent.

test.describe.configure({ timeout: 90_000 });

interface Charge {
  amount: number;
  formType: string;
}

async function sickNoteAtPayment(page: Page) {
  await logIn(page, 'patient@example.com');
  await requestSickNoteToPayment(page);
}

test('a sick note paid with 4242 4242 4242 4242', { tag: '@phone' }, async ({ page, service }) => {
  await sickNoteAtPayment(page);
  await payWithStripe(page, CARDS.visa);
  const success = page.getByRole('dialog', { name: 'Payment successful' });
  await expect(success).toBeVisible();
  expect(await service.get<Charge[]>('charges')).toEqual(justOneCharge('sick-note'));
});

test('a declined card says so, charges nothing, and the next card pays', async ({
  page,
  service,
}) => {
  await sickNoteAtPayment(page);
  await fillStripeCard(page, CARDS.declined);
  await payAndSeeDeclined(page);
  expect(await service.get<Charge[]>('charges')).toEqual([]);
  await payWithStripe(page, CARDS.visa);
  await expect(page.getByRole('dialog', { name: 'Payment successful' })).toBeVisible();
  expect(await service.get<Charge[]>('charges')).toHaveLength(1);
});

test('3-D Secure by redirect: the bank page, then the success route confirms it', async ({
  page,
  service,
}) => {
  await sickNoteAtPayment(page);
  await payWithStripe(page, CARDS.redirect);
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
  await payWithStripe(page, CARDS.inPlace);
  const bank = page.frameLocator('iframe[title="3D Secure authentication"]');
  await bank.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.getByRole('dialog', { name: 'Payment successful' })).toBeVisible();
  expect(await service.get<Charge[]>('charges')).toEqual(justOneCharge('sick-note'));
});

test('a form paid by card, then its documents uploaded over HTTP with progress', async ({
  page,
  service,
}) => {
  await formAtPayment(page);
  await payWithStripe(page, CARDS.visa);
  await expect(page).toHaveURL(/\/school-work-form\/upload-token$/);
  expect(await service.get<Charge[]>('charges')).toEqual(justOneCharge('school-work-form'));

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
