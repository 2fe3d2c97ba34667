import { expect, test, type Page } from './fixtures';
import {
  CARDS,
  continueToPayment,
  fillCard,
  fillSickNote,
  mockDb,
  payAndSeeDeclined,
  payWith,
} from './payment-helpers';
import { expectNoAxeViolations, steer } from './support';
import { openAsPatient } from './pages/session';

test.describe.configure({ timeout: 90_000 });

const AUTH_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

/** patient@example.com with a sick-note request on the payment page. */
async function atPayment(page: Page) {
  await openAsPatient(page, '/sick-note');
  await fillSickNote(page, 'School');
  await continueToPayment(page);
}

// At 375 px: the bank's redirect and its failure dialog, and the bank's dialog in place. The
// payment page itself at 375 px is sick-note.spec.ts's main journeys (en and cn); a declined card,
// a double click and a lost answer behave the same at any width and run at 1280 px.
test.describe('paying by card', () => {
  test(
    '4000 0027 6000 3184: a failed bank check shows the error; a completed one is confirmed on the success route',
    { tag: '@phone' },
    async ({ page }) => {
      await atPayment(page);
      await payWith(page, CARDS.redirect);

      // The bank's page, then back to the success route with the payment intent in the query.
      await expect(page).toHaveURL(/\/__mock\/card-authentication\?/);
      await expect(page.getByText('Amount: $65')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Fail authentication' }).click();
      // Once read, the payment intent and its client secret leave the address.
      await expect(page).toHaveURL(/\/sick-note\/payment\/success$/);
      const failure = page.getByRole('dialog', { name: 'Payment confirmation failed' });
      await expect(failure).toContainText(AUTH_FAILED);
      await expect(failure.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
      await expect(failure.getByRole('button', { name: 'Go to my dashboard' })).toBeVisible();
      await expectNoAxeViolations(page);
      await failure.getByRole('button', { name: 'Close' }).first().click();
      await expect(page.getByRole('alert').filter({ hasText: AUTH_FAILED })).toBeVisible();
      expect((await mockDb(page)).sickNoteRequests).toHaveLength(0);

      // The request was kept: try again, and this time complete the check.
      await page.getByRole('link', { name: 'Try again' }).click();
      await expect(page.getByRole('region', { name: 'Your request' })).toContainText(
        'Influenza with fever',
      );
      await payWith(page, CARDS.redirect);
      await expect(page).toHaveURL(/\/__mock\/card-authentication\?/);
      await page.getByRole('button', { name: 'Complete authentication' }).click();
      await expect(page.getByText('Your payment is confirmed.')).toBeVisible();
      await expect(page).toHaveURL(/\/sick-note\/payment\/success$/);
      await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
      await expectNoAxeViolations(page);
      // A reload of the cleaned address still shows the outcome, and charges nothing more.
      await page.reload();
      await expect(page.getByText('Your payment is confirmed.')).toBeVisible();
      expect((await mockDb(page)).sickNoteRequests).toHaveLength(1);
      expect(await page.evaluate(() => window.mockClinic.charges().length)).toBe(1);
      await page.getByRole('link', { name: 'OK' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
    },
  );

  test(
    '4000 0025 0000 3155 passes the bank check in place',
    { tag: '@phone' },
    async ({ page }) => {
      await atPayment(page);
      await payWith(page, CARDS.inPlace);
      const bank = page.getByRole('dialog', { name: 'Confirm this payment with your bank' });
      await expect(bank).toBeVisible();
      await expectNoAxeViolations(page);
      await bank.getByRole('button', { name: 'Complete authentication' }).click();
      const success = page.getByRole('dialog', { name: 'Payment successful' });
      await expect(success).toBeVisible();
      const db = await mockDb(page);
      expect(db.paymentIntents.map((pi) => pi.status)).toEqual(['succeeded']);
      await success.getByRole('button', { name: 'OK' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
    },
  );

  test("4000 0000 0000 0002 shows 'Your card was declined.' and keeps the request", async ({
    page,
  }) => {
    await atPayment(page);
    await fillCard(page, CARDS.declined);
    await payAndSeeDeclined(page);
    await expect(page.getByLabel('Card number')).toHaveValue(CARDS.declined);
    await expectNoAxeViolations(page);

    // The request survives a reload and Go back.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Your request' })).toContainText('$65');
    await page.getByRole('button', { name: 'Go back' }).click();
    await expect(page).toHaveURL(/\/sick-note$/);
    await expect(page.getByLabel('Reason for time off')).toHaveValue(
      'Influenza with fever since last night',
    );
    expect((await mockDb(page)).sickNoteRequests).toHaveLength(0);
  });

  test('a double click on Pay now charges once', async ({ page }) => {
    await atPayment(page);
    await fillCard(page, CARDS.visa);
    // A slow service keeps the first payment in flight while the second click lands.
    await steer(page, (mock) => mock.setLatency(600), null);
    await page.getByRole('button', { name: 'Pay now' }).dblclick();
    await expect(page.getByRole('button', { name: 'Processing payment...' })).toBeDisabled();
    await expect(page.getByRole('dialog', { name: 'Payment successful' })).toBeVisible();
    const db = await mockDb(page);
    expect(db.paymentIntents).toHaveLength(1);
    expect(db.sickNoteRequests).toHaveLength(1);
    expect(await page.evaluate(() => window.mockClinic.charges().length)).toBe(1);
  });

  test('a card mistake is told in the words of the card provider; a crash as a processing error', async ({
    page,
  }) => {
    await atPayment(page);
    await page.getByLabel('Card number').fill('4242 4242');
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your card number is incomplete.' }),
    ).toBeVisible();
    await fillCard(page, CARDS.visa);
    await steer(page, (mock) => mock.failNext('POST', '/sick-note/charge', '500'), null);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Payment processing error' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.getByRole('dialog', { name: 'Payment successful' })).toBeVisible();
  });

  test('the success route without a session asks to log in; without a payment it goes home', async ({
    page,
  }) => {
    // The bank's return in a browser without the session (docs/requests.md#payment-success-routes):
    // nothing is confirmed, nothing of a request shows, and the address keeps no secret.
    await page.goto(
      '/sick-note/payment/success?payment_intent=pi_x&payment_intent_client_secret=s',
    );
    await expect(
      page.getByRole('heading', { name: 'Log in to finish your payment' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/sick-note\/payment\/success$/);
    await expectNoAxeViolations(page);
    await page.goto('/school-work-form/payment/success');
    await expect(page).toHaveURL(/\/$/);
  });
});
