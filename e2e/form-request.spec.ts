import { expect, test, type Page } from './fixtures';
import { CARDS, fillCard, mockDb, payWith } from './payment-helpers';
import { expectNoAxeViolations } from './support';
import { openAsPatient, startPatientSession } from './pages/session';

test.describe.configure({ timeout: 90_000 });

const price = (page: Page) => page.locator('.req-price');

async function fillForm(page: Page, type: string, pages?: string) {
  await page.getByLabel('Form type').selectOption({ label: type });
  await page
    .getByLabel('Details about the form')
    .fill('Return-to-work clearance for my employer after knee surgery');
  if (pages !== undefined) await page.getByLabel('Number of pages').fill(pages);
  await page.getByLabel(/^I agree to the terms/).check();
}

/** Pays on the form's payment page and lands on its upload page. */
async function payAndUpload(page: Page) {
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/school-work-form\/payment\?formType=school-work-form$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment');
  await fillCard(page, CARDS.visa);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Pay now' }).click();
  // The form's own token (longer than 24 characters) opens the token variant of the upload page,
  // which takes it out of the address at once.
  await expect(page).toHaveURL(/\/school-work-form\/upload-token$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe('requesting a form', () => {
  test(
    'a 3-page work form costs $400 and reaches the upload page after payment',
    { tag: '@phone' },
    async ({ page }) => {
      await startPatientSession(page);
      await page.getByRole('button', { name: 'Start a form request' }).click();
      await page.getByRole('link', { name: 'Confirm' }).click();
      await expect(page).toHaveURL(/\/school-work-form\?formType=school-work-form$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request a form');
      await expect(price(page)).toContainText(
        'Choose the form type and enter the number of pages to see the price.',
      );
      await fillForm(page, 'Work', '3');
      await expect(price(page)).toContainText('$400');
      await expect(price(page)).toContainText(
        '$250 for the first page and $75 for each further page.',
      );
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('region', { name: 'Your request' })).toContainText('$400');
      await page.getByRole('button', { name: 'Go back' }).click();
      await expect(page.getByLabel('Number of pages')).toHaveValue('3');
      await payAndUpload(page);
      const forms = (await mockDb(page)).schoolWorkForms.filter(
        (form) => form.calculatedPrice === 400,
      );
      expect(forms).toEqual([expect.objectContaining({ paymentComplete: true })]);
      // The upload page is this payment's success screen: it offers the receipt, after a reload too.
      await page.reload();
      await expect(page.getByText('Payment received.')).toBeVisible();
      await page.getByRole('link', { name: 'View receipt' }).click();
      const sheet = page.getByRole('article', { name: 'Payment receipt' });
      await expect(sheet).toContainText('Work form, 3 pages');
      await expect(sheet).toContainText('$400 CAD');
    },
  );

  test('a disability form is one page at $750 and reaches the upload page after payment', async ({
    page,
  }) => {
    await openAsPatient(page, '/school-work-form');
    await fillForm(page, 'Disability');
    await expect(page.getByLabel('Number of pages')).toBeDisabled();
    await expect(page.getByLabel('Number of pages')).toHaveValue('1');
    await expect(price(page)).toContainText('$750');
    await expect(price(page)).toContainText('Flat fee for a disability form.');
    await payAndUpload(page);
  });

  // Each missing answer's message, and 0 pages refused, are checked in
  // tests/pages/FormRequestPage.test.tsx (docs/requests.md#form-request-rules-and-messages).
  test('a refused Continue focuses the form type, and Cancel abandons the request', async ({
    page,
  }) => {
    await openAsPatient(page, '/sick-note?formType=school-work-form');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request a form');
    await page.getByLabel('Number of pages').fill('');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByLabel('Form type')).toBeFocused();
    await expect(page.getByText('Please select the form type', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Form type').selectOption({ label: 'School' });

    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/school-work-form');
    await expect(page.getByLabel('Form type')).toHaveValue('');
  });

  test('a three-digit page count is kept as typed and explained, in English and Chinese', async ({
    page,
  }) => {
    await openAsPatient(page, '/school-work-form');
    await fillForm(page, 'Work');
    const pages = page.getByLabel('Number of pages');
    await pages.fill('');
    await pages.pressSequentially('100');
    // No digit is dropped: the field shows what was typed, and says why it cannot be used.
    await expect(pages).toHaveValue('100');
    await expect(page.getByText('Please enter a valid number of pages (1-99)')).toBeVisible();
    await expect(price(page)).toContainText('enter the number of pages to see the price');
    await pages.press('Backspace');
    await expect(pages).toHaveValue('10');
    await expect(page.getByText('Please enter a valid number of pages (1-99)')).toHaveCount(0);
    await expect(price(page)).toContainText('$925');

    await page.goto('/school-work-form?lang=cn');
    const cnPages = page.getByLabel('頁數');
    await cnPages.fill('');
    await cnPages.pressSequentially('250');
    await expect(cnPages).toHaveValue('250');
    await expect(page.getByText('請輸入有效頁數（1 至 99）')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(
    'in Chinese, on a phone or a desktop, the form reads in Traditional Chinese',
    { tag: '@phone' },
    async ({ page }) => {
      await openAsPatient(page, '/school-work-form?lang=cn');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('申請填寫表格');
      await page.getByLabel('表格類型').selectOption({ label: '保險' });
      await page.getByLabel('頁數').fill('2');
      await expect(price(page)).toContainText('$325');
      // The messages' words: tests/pages/FormRequestPage.test.tsx; here axe with them shown.
      await page.getByRole('button', { name: '繼續' }).click();
      await expect(page.getByText('請同意條款。')).toBeVisible();
      await expectNoAxeViolations(page);
    },
  );
});

test.describe('a form paid after the bank check on its own page', () => {
  test('back on the success route with only the form access token, the payment is confirmed and the upload page offered', async ({
    page,
  }) => {
    await openAsPatient(page, '/school-work-form');
    await fillForm(page, 'School', '2');
    await page.getByRole('button', { name: 'Continue' }).click();
    await payWith(page, CARDS.redirect);
    await expect(page).toHaveURL(/\/__mock\/card-authentication\?/);
    await expect(page.getByText('Amount: $325')).toBeVisible();
    // The session lapses as the patient completes the bank's check; the tab still holds the
    // form's own access token. Both in one task: removed any earlier, a call the page makes while
    // it settles (its glide to its section delays the click) can notice the session gone and
    // leave for /login first, which is another journey (e2e/session.spec.ts).
    const complete = page.getByRole('button', { name: 'Complete authentication' });
    await complete.hover();
    await complete.evaluate((button) => {
      window.localStorage.removeItem('session');
      (button as HTMLButtonElement).click();
    });
    await expect(page.getByText('Your payment is confirmed.')).toBeVisible();
    // The payment intent and its secret left the address once read.
    await expect(page).toHaveURL(
      /\/school-work-form\/payment\/success\?formType=school-work-form$/,
    );
    await expectNoAxeViolations(page);
    // The way on names no token: the form's token is kept in the tab, not put in the link.
    const onward = page.getByRole('link', { name: 'Upload my form' });
    await expect(onward).toHaveAttribute('href', '/school-work-form/upload-token');
    const paid = (await mockDb(page)).schoolWorkForms.filter(
      (form) => form.calculatedPrice === 325,
    );
    expect(paid.map((form) => form.paymentComplete)).toContain(true);
    await onward.click();
    await expect(page).toHaveURL(/\/school-work-form\/upload-token$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Upload Documents' })).toBeVisible();
    // The session lapsed: the page asks to log in, and the form's token waits in the tab.
    await expect(
      page.getByText('Please log in to access this form. Your session may have expired.'),
    ).toBeVisible();
    const kept = await page.evaluate(() => window.sessionStorage.getItem('upload.token'));
    expect(kept).toMatch(/^[0-9a-f]{25,}$/);
  });
});
