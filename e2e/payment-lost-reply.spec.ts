import { expect, test, type Page } from './fixtures';
import { CARDS, continueToPayment, fillCard, fillSickNote } from './payment-helpers';
import { expectNoAxeViolations, steer } from './support';
import { openAsPatient } from './pages/session';

// One charge per request (issue 14 point 6, review finding 5): the clinic's service charges the
// card but its answer never arrives. The page asks the service about it with the same
// Idempotency-Key before Pay can be pressed again, and the mock clinic's ledger shows one charge.

test.describe.configure({ timeout: 90_000 });

async function atPayment(page: Page, card: string = CARDS.visa) {
  await openAsPatient(page, '/sick-note');
  await fillSickNote(page, 'School');
  await continueToPayment(page);
  await fillCard(page, card);
}

const ledger = (page: Page) => page.evaluate(() => window.mockClinic.charges());
const payNow = (page: Page) => page.getByRole('button', { name: /^(Pay now|Processing payment)/ });
const UNKNOWN = 'We could not confirm whether your payment went through.';

/** Pay now, with the charge's answer lost and then the page's question about it: it says so. */
async function payWithBothAnswersLost(page: Page) {
  await steer(
    page,
    (mock) => {
      mock.failNext('POST', '/sick-note/charge', 'lostReply');
      mock.failNext('POST', '/sick-note/charge', 'network');
    },
    null,
  );
  await payNow(page).click();
  const truth = page.getByRole('status').filter({ hasText: UNKNOWN });
  await expect(truth).toBeVisible();
  return truth;
}

test.describe('a lost answer of the charge', () => {
  test('the charge is made but its answer is lost: the page checks, the patient sees success, one charge', async ({
    page,
  }) => {
    await atPayment(page);
    // Every answer waits 1.5 s, so the page can be seen checking.
    await steer(page, (mock) => mock.failNext('POST', '/sick-note/charge', 'lostReply'), null);
    await steer(page, (mock) => mock.setLatency(1_500), null);
    await payNow(page).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Checking with the clinic' }),
    ).toBeVisible();
    await expect(payNow(page)).toBeDisabled();
    await expect(page.getByRole('dialog', { name: 'Payment successful' })).toBeVisible();
    const charges = await ledger(page);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ account: 'patient@example.com', amount: 65 });
    expect(charges[0]?.idempotencyKey).toBeTruthy();
  });

  test('when the check is lost too, the page says so and keeps Pay disabled; Check again, or Pay after a reload, charge nothing more', async ({
    page,
  }) => {
    await atPayment(page);
    const truth = await payWithBothAnswersLost(page);
    await expect(truth).toContainText('Please do not pay again.');
    await expect(payNow(page)).toBeDisabled();
    await expectNoAxeViolations(page);
    expect(await ledger(page)).toHaveLength(1);

    // Asked again, and still no answer: still the truth, still no Pay.
    await steer(page, (mock) => mock.failNext('POST', '/sick-note/charge', 'network'), null);
    await page.getByRole('button', { name: 'Check again' }).click();
    await expect(truth).toBeVisible();
    await expect(payNow(page)).toBeDisabled();

    // The patient reloads and presses Pay again with the card: the key kept with the request
    // asks for the first outcome, which is the charge already made.
    await page.reload();
    await fillCard(page, CARDS.visa);
    await payNow(page).click();
    await expect(page.getByRole('dialog', { name: 'Payment successful' })).toBeVisible();
    expect(await ledger(page)).toHaveLength(1);
  });

  test('Check again that gets its answer shows the success', async ({ page }) => {
    await atPayment(page);
    await payWithBothAnswersLost(page);
    await page.getByRole('button', { name: 'Check again' }).click();
    await expect(page.getByRole('dialog', { name: 'Payment successful' })).toBeVisible();
    expect(await ledger(page)).toHaveLength(1);
  });
});

test.describe('a lost answer of the confirmation after the bank page', () => {
  test('the success route says it could not confirm, and Check again confirms one charge', async ({
    page,
  }) => {
    await atPayment(page, CARDS.redirect);
    await payNow(page).click();
    await expect(page).toHaveURL(/\/__mock\/card-authentication\?/);
    // The confirmation the success route makes, and the one asked about next, both get lost.
    await steer(page, (mock) => mock.failNext('POST', '/sick-note/charge', 'lostReply', 2), null);
    await page.getByRole('button', { name: 'Complete authentication' }).click();
    await expect(page.getByText(UNKNOWN)).toBeVisible();
    await expect(page.getByText('Please do not pay again.', { exact: false })).toBeVisible();
    await expect(page).toHaveURL(/\/sick-note\/payment\/success$/);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Check again' }).click();
    await expect(page.getByText('Your payment is confirmed.')).toBeVisible();
    expect(await ledger(page)).toHaveLength(1);
  });
});

test.describe('the clinic system offline', () => {
  test('the payment page shows the offline text and disables Pay until it is back', async ({
    page,
  }) => {
    await atPayment(page);
    await steer(page, (mock) => mock.setClinicOnline(false), null);
    await expect(
      page.getByRole('alert').filter({ hasText: "The clinic's system is offline" }),
    ).toBeVisible();
    await expect(payNow(page)).toBeDisabled();
    await expectNoAxeViolations(page);
    await steer(page, (mock) => mock.setClinicOnline(true), null);
    await expect(payNow(page)).toBeEnabled();
    await payNow(page).click();
    await expect(page.getByRole('dialog', { name: 'Payment successful' })).toBeVisible();
    expect(await ledger(page)).toHaveLength(1);
  });
});
