import { expect, test, type Page } from './fixtures';
import { CARDS, continueToPayment, fillCard, fillSickNote, payWith } from './payment-helpers';
import { expectNoAxeViolations, fillLogin } from './support';
import { logOutByAddress } from './pages/login';
import { openAsPatient } from './pages/session';

// The receipt after a payment (docs/requests.md#receipts): opened from the success screen in
// place and after the bank's page, read as a patient reads it, and printed to one page.

test.describe.configure({ timeout: 120_000 });

/** The receipt's fields, label to value, as the page shows them (a line break between lines). */
function receiptFields(page: Page): Promise<Record<string, string>> {
  return page.locator('.receipt-fields').evaluate((list) => {
    const out: Record<string, string> = {};
    for (const dt of list.querySelectorAll('dt')) {
      out[(dt as HTMLElement).innerText] =
        (dt.nextElementSibling as HTMLElement | null)?.innerText ?? '';
    }
    return out;
  });
}

/** Pages in a PDF Chromium printed: its page objects ('/Type /Pages' is the tree, not a page). */
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length;

/**
 * Prints the receipt as the browser's 'Save as PDF' does, on A4 and on Letter: one page each,
 * and the print shows the receipt alone (no navbar, footer, buttons).
 */
async function expectOnePagePrint(page: Page, title: string) {
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  for (const hidden of ['nav', 'footer', '.receipt-actions', '.skip-link']) {
    await expect(page.locator(hidden).first()).toBeHidden();
  }
  // Read until it settles: with reduced motion every property eases over 1 ms (_base.scss), so
  // the colours read in the instant the media changed can still be the screen's (once in a
  // clean-clone run: rgb(31, 41, 51)).
  const colours = () =>
    page
      .locator('.receipt')
      .evaluate((sheet) => [
        getComputedStyle(sheet).color,
        getComputedStyle(document.body).backgroundColor,
      ]);
  await expect.poll(colours).toEqual(['rgb(0, 0, 0)', 'rgb(255, 255, 255)']);
  for (const format of ['A4', 'Letter'] as const) {
    const pdf = await page.pdf({ format, printBackground: true });
    expect(pageCount(pdf), `${format} pages`).toBe(1);
  }
  await page.emulateMedia({ media: 'screen' });
}

test.describe('a receipt for each payment', () => {
  test(
    'a sick note paid in place: View receipt shows the payment, and it prints on one page',
    { tag: '@phone' },
    async ({ page }) => {
      await openAsPatient(page, '/sick-note');
      await fillSickNote(page, 'Work');
      await continueToPayment(page);
      await payWith(page, CARDS.visa);
      const dialog = page.getByRole('dialog', { name: 'Payment successful' });
      await dialog.getByRole('button', { name: 'View receipt' }).click();

      await expect(page).toHaveURL(/\/receipts\/pi_[A-Za-z0-9]+$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Payment receipt' })).toBeVisible();
      const sheet = page.getByRole('article', { name: 'Payment receipt' });
      await expect(sheet).toContainText('Richmond In-Store Clinic');
      await expect(sheet).toContainText('Unit 160 – 4651 No. 3 Road, Richmond, BC V6X 2C4');
      await expect(sheet).not.toContainText('GST');
      const charged = await page.evaluate(() => window.mockClinic.charges());
      expect(charged).toHaveLength(1);
      const fields = await receiptFields(page);
      expect(fields).toMatchObject({
        Patient: 'Mei Chen',
        Service: 'Sick note',
        // No GST number from the clinic: no claim about GST (docs/requests.md#receipts).
        'Amount paid': '$65 CAD',
        'Payment reference': charged[0]?.paymentIntentId,
        'Paid by': 'Visa card ending in 4242',
      });
      // Paid just now, told on the clinic's clock: B.C. keeps UTC-7 all year from 2026, which the
      // browser's own time-zone data may not know (docs/site.md#the-clinics-clock).
      const now = new Intl.DateTimeFormat('en-US', {
        timeZone: 'UTC',
        month: 'short',
        day: '2-digit',
        year: 'numeric',
      }).format(Date.now() - 7 * 3_600_000);
      expect(fields['Date and time paid']).toMatch(
        new RegExp(`^${now}, \\d{1,2}:\\d{2} [AP]M \\(Vancouver time\\)$`),
      );
      await expectNoAxeViolations(page);
      await expectOnePagePrint(page, 'Payment receipt');

      // Kept for the rest of the session: a reload still shows it.
      await page.reload();
      await expect(sheet).toContainText('Visa card ending in 4242');
    },
  );

  test(
    'in Chinese, a form paid after the bank’s page: 查看收據 shows the form, its pages and the card',
    { tag: '@phone' },
    async ({ page }) => {
      await openAsPatient(page, '/school-work-form?lang=cn');
      await page.getByLabel('表格類型').selectOption({ label: '保險' });
      await page.getByLabel('表格詳情').fill('延伸醫療保險索償表格');
      await page.getByLabel('頁數').fill('2');
      await page.getByLabel(/^本人同意條款/).check();
      await page.getByRole('button', { name: '繼續' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('付款');
      await fillCard(page, CARDS.redirect, 'cn');
      await page.getByRole('button', { name: '立即付款' }).click();
      await expect(page).toHaveURL(/\/__mock\/card-authentication\?/);
      await page.getByRole('button', { name: '完成驗證' }).click();

      await expect(page.getByText('您的付款已確認。')).toBeVisible();
      await page.getByRole('link', { name: '查看收據' }).click();
      await expect(page).toHaveURL(/\/receipts\/pi_[A-Za-z0-9]+$/);
      const reference = new URL(page.url()).pathname.split('/').pop();
      // Printed for an insurer too: every Chinese line has its English below it.
      const sheet = page.getByRole('article', { name: '付款收據 Payment receipt' });
      await expect(sheet).toContainText('列治文店內診所');
      await expect(sheet).toContainText('Richmond In-Store Clinic');
      await expect(sheet).toContainText('卑詩省列治文市3號路4651號160室（超級市場內）V6X 2C4');
      await expect(sheet).toContainText('Unit 160 – 4651 No. 3 Road, Richmond, BC V6X 2C4');
      const fields = await receiptFields(page);
      expect(fields).toMatchObject({
        '病人\nPatient': 'Mei Chen',
        '服務\nService': '表格填寫：保險表格，2 頁\nForm completion: Insurance form, 2 pages',
        '已付金額\nAmount paid': '$325（加元）\n$325 CAD',
        '付款參考編號\nPayment reference': reference,
        '付款方式\nPaid by': 'Visa 卡，尾號 3184\nVisa card ending in 3184',
      });
      expect(fields['付款日期及時間\nDate and time paid']).toMatch(
        /^\d{4}年\d{1,2}月\d{1,2}日 (凌晨|上午|中午|下午) \d{1,2}:\d{2}（溫哥華時間）\n[A-Z][a-z]{2} \d{2}, \d{4}, \d{1,2}:\d{2} [AP]M \(Vancouver time\)$/,
      );
      await expect(sheet).toContainText('表格填寫費用不屬 MSP 保障範圍');
      await expect(sheet).toContainText('Form completion is not covered by MSP.');
      await expect(sheet).not.toContainText(/GST|商品及服務稅/);
      // What the patient wrote about the form is not on the receipt.
      await expect(sheet).not.toContainText('延伸醫療保險索償表格');
      await expectNoAxeViolations(page);
      await expectOnePagePrint(page, '付款收據');
    },
  );

  test('a logout in another tab takes the receipt with it', async ({ page, context }) => {
    await openAsPatient(page, '/sick-note');
    await fillSickNote(page, 'School');
    await continueToPayment(page);
    await payWith(page, CARDS.inPlace);
    await page
      .getByRole('dialog', { name: 'Confirm this payment with your bank' })
      .getByRole('button', { name: 'Complete authentication' })
      .click();
    await page
      .getByRole('dialog', { name: 'Payment successful' })
      .getByRole('button', { name: 'View receipt' })
      .click();
    const sheet = page.getByRole('article', { name: 'Payment receipt' });
    await expect(sheet).toContainText('Visa card ending in 3155');
    const address = new URL(page.url()).pathname;

    const other = await context.newPage();
    await logOutByAddress(other);
    await other.close();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => window.sessionStorage.getItem('payment.receipts'))).toBeNull();

    // Logged in again, the patient is taken back to the receipt's address: nothing is left there.
    await fillLogin(page, 'patient@example.com');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(new RegExp(`${address}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Receipt not found' })).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Go to my dashboard' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
