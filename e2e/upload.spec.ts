import { expect, test, type Page } from './fixtures';
import { expectNoAxeViolations, fillLogin, steer } from './support';
import { HEIC, largePdf, tinyPdf, tinyPng } from './testFiles';
import { openAsPatient } from './pages/session';
import { WAITING_FORM_ID, WAITING_FORM_TOKEN } from './pages/upload';

// docs/requests.md#upload: the upload page. The seeded paid form of patient@example.com waits for its
// documents (docs: the mock clinic's contract), by id and by the mailed upload-demo-token.
const BY_ID = `/school-work-form/upload/${WAITING_FORM_ID}`;
const BY_TOKEN = `/school-work-form/upload-token/${WAITING_FORM_TOKEN}`;
/** Where the mailed link lands once its token has left the address bar. */
const LANDED = /\/school-work-form\/upload-token$/;
const UPLOAD_CALL = '/services2/sicknote/upload_school_work_files';
const COMPLETE_CALL = '/services2/sicknote/complete_oscar_submission';

const pdf = { name: 'referral.pdf', mimeType: 'application/pdf', buffer: tinyPdf() };
// Real 1 x 1 pictures of kinds this page does not take.
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
const png = { name: 'knee-photo.png', mimeType: 'image/png', buffer: tinyPng() };

const picker = (page: Page) => page.getByLabel(/^Your documents/);
const submit = (page: Page) => page.getByRole('button', { name: 'Complete Submission' });
const chosen = (page: Page) => page.locator('.file-picker-list > li');
/** An announced message (role="alert") with this text; other alerts may show beside it. */
const alertWith = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

async function openWaitingForm(page: Page, path = BY_ID) {
  await openAsPatient(page, path);
  await expect(page.getByRole('heading', { level: 1, name: 'Upload Documents' })).toBeVisible();
  await expect(picker(page)).toBeVisible();
}

test.describe('uploading the documents of a paid form', () => {
  test(
    'Mei Chen sends a PDF and a PNG, completes, and the form is then processed',
    { tag: '@phone' },
    async ({ page }) => {
      await openWaitingForm(page);
      // The limits are stated on screen, and the request named.
      await expect(page.getByText('Up to 3 files, 10 MB in all. PDF, JPG or PNG.')).toBeVisible();
      await expect(page.getByText('Work', { exact: true })).toBeVisible();

      await picker(page).setInputFiles([pdf, png]);
      await expect(chosen(page)).toHaveCount(2);
      await expect(chosen(page).nth(0)).toContainText('referral.pdf');
      await expect(chosen(page).nth(1)).toContainText('knee-photo.png');
      await expect(chosen(page).nth(1)).toContainText(/\d+ B/);
      await expect(page.getByRole('button', { name: 'Remove referral.pdf' })).toBeVisible();
      // The photo is previewed from the chosen file itself.
      await expect(chosen(page).nth(1).locator('img')).toHaveAttribute('src', /^blob:/);
      await expectNoAxeViolations(page);

      await submit(page).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByText('Your documents were submitted to the clinic.')).toBeVisible();

      for (const path of [BY_ID, BY_TOKEN]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: 'Form Already Processed' })).toBeVisible();
        await expect(picker(page)).toHaveCount(0);
        await expect(submit(page)).toHaveCount(0);
      }
      await expectNoAxeViolations(page);
    },
  );

  test('the mailed link asks a visitor to log in, then brings them back', async ({ page }) => {
    await page.goto(BY_TOKEN);
    await expect(
      page.getByText('Please log in to access this form. Your session may have expired.'),
    ).toBeVisible();
    // The token has left the address bar (and the history entry); a reload still finds it.
    await expect(page).toHaveURL(LANDED);
    await page.reload();
    await expect(
      page.getByText('Please log in to access this form. Your session may have expired.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('main').getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await fillLogin(page, 'patient@example.com');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(LANDED);
    await expect(picker(page)).toBeVisible();
    await page.reload();
    await expect(picker(page)).toBeVisible();
    // The link works end to end once logged in.
    await picker(page).setInputFiles(pdf);
    await submit(page).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a 12 MB selection, a fourth file, no file and a HEIC photo each say why', async ({
    page,
  }) => {
    await openWaitingForm(page);
    await submit(page).click();
    await expect(alertWith(page, 'Please upload at least one file.')).toBeVisible();
    await expect(picker(page)).toHaveAttribute('aria-invalid', 'true');
    // The picker takes the focus, read with the message (the form kit's first field in error).
    await expect(picker(page)).toBeFocused();

    await picker(page).setInputFiles({
      name: 'scan.pdf',
      mimeType: 'application/pdf',
      buffer: largePdf(12),
    });
    await expect(alertWith(page, 'The files together must be 10 MB or less.')).toBeVisible();
    await expect(chosen(page)).toHaveCount(0);

    await picker(page).setInputFiles({
      name: 'IMG_0042.HEIC',
      mimeType: 'image/heic',
      buffer: HEIC,
    });
    await expect(
      alertWith(page, 'Please upload another type of image such as JPEG, JPG or PNG.'),
    ).toBeVisible();
    await expect(chosen(page)).toHaveCount(0);

    await picker(page).setInputFiles([pdf, png, { ...pdf, name: 'letter.pdf' }]);
    await expect(chosen(page)).toHaveCount(3);
    await expect(page.getByText('Please upload at least one file.')).toHaveCount(0);
    await picker(page).setInputFiles({ ...png, name: 'fourth.png' });
    await expect(alertWith(page, 'You can only attach maximum of 3 files.')).toBeVisible();
    await expect(chosen(page)).toHaveCount(3);

    // Removing one makes room again.
    await page.getByRole('button', { name: 'Remove letter.pdf' }).click();
    await expect(chosen(page)).toHaveCount(2);
    await expectNoAxeViolations(page);
  });

  // Issue 16 point 11: message attachments now take GIF and WebP; this page keeps what it states.
  test('keeps to PDF, JPG or PNG: a GIF, and a WebP named .jpg, each say why', async ({ page }) => {
    await openWaitingForm(page);
    await expect(picker(page)).not.toHaveAttribute('accept', /gif|webp/);
    await picker(page).setInputFiles({ name: 'form.gif', mimeType: 'image/gif', buffer: GIF });
    await expect(
      alertWith(page, '“form.gif” cannot be attached. Please choose a PDF, JPG or PNG file.'),
    ).toBeVisible();
    await picker(page).setInputFiles({ name: 'form.jpg', mimeType: 'image/jpeg', buffer: WEBP });
    await expect(
      alertWith(
        page,
        '“form.jpg” is really a WebP file, but its name says JPG. Only PDF, JPG or PNG files are accepted here: please choose another file.',
      ),
    ).toBeVisible();
    await expect(chosen(page)).toHaveCount(0);
  });

  test('a failed upload keeps the files, and Try Again sends them', async ({ page }) => {
    await openWaitingForm(page);
    await picker(page).setInputFiles([pdf, png]);
    await steer(page, (mock, path) => mock.failNext('POST', path, '500'), UPLOAD_CALL);
    await submit(page).click();
    // The form's failure takes the focus: the button that had it was disabled meanwhile.
    await expect(alertWith(page, 'Failed to upload files. Please try again.')).toBeFocused();
    await expect(chosen(page)).toHaveCount(2);
    const again = page.getByRole('button', { name: 'Try Again' });
    await expect(again).toBeEnabled();
    await expectNoAxeViolations(page);
    await again.click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('an upload can be cancelled, files kept, and sent afterwards', async ({ page }) => {
    await openWaitingForm(page);
    await picker(page).setInputFiles(pdf);
    await steer(page, (mock) => mock.setLatency(4_000), null);
    await submit(page).click();
    await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    await expect(submit(page)).toBeDisabled();
    await page.getByRole('button', { name: 'Cancel the upload' }).click();
    await expect(page.getByText('The upload was cancelled.')).toBeVisible();
    await expect(chosen(page)).toHaveCount(1);
    await expect(submit(page)).toBeEnabled();
    await steer(page, (mock) => mock.setLatency(0), null);
    await submit(page).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('when the records system fails, only Complete Submission is offered again', async ({
    page,
  }) => {
    await openWaitingForm(page);
    await picker(page).setInputFiles(png);
    await steer(page, (mock, path) => mock.failNext('POST', path, '500'), COMPLETE_CALL);
    await submit(page).click();
    await expect(
      alertWith(page, "Error submitting to the clinic's system. Please try again."),
    ).toBeFocused();
    // The files are with the clinic: coming back offers only the submission.
    await page.reload();
    await expect(
      page.getByText('Your files have already been uploaded. Please complete the submission'),
    ).toBeVisible();
    await expect(picker(page)).toHaveCount(0);
    await submit(page).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('no form id in the address says so', async ({ page }) => {
    await openAsPatient(page, '/school-work-form/upload/undefined');
    await expect(
      page.getByText('No form identifier found. Please check your URL or start the process again.'),
    ).toBeVisible();
  });
});

test.describe('in Traditional Chinese', () => {
  test('the login prompt, the picker and its messages', { tag: '@phone' }, async ({ page }) => {
    await page.goto(`${BY_TOKEN}?lang=cn`);
    await expect(page.getByRole('heading', { level: 1, name: '上載文件' })).toBeVisible();
    await expect(page.getByText('請登入以存取此表格。您的登入時段可能已逾時。')).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: '登入' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('電郵').fill('patient@example.com');
    await page.getByLabel('密碼').fill('Clinic2026!');
    await page.getByLabel('我不是機器人').check();
    await page.getByRole('button', { name: '登入' }).last().click();
    await expect(page).toHaveURL(LANDED);

    const cnPicker = page.getByLabel(/^您的文件/);
    await expect(cnPicker).toBeVisible();
    await expect(
      page.getByText('最多 3 個檔案，合共不超過 10 MB；接受 PDF、JPG 或 PNG 格式。'),
    ).toBeVisible();
    await page.getByRole('button', { name: '完成提交' }).click();
    await expect(alertWith(page, '請至少上載一個檔案。')).toBeVisible();
    await cnPicker.setInputFiles({ name: 'IMG_0042.HEIC', mimeType: 'image/heic', buffer: HEIC });
    await expect(alertWith(page, '請上載其他類型的圖片，例如 JPEG、JPG 或 PNG。')).toBeVisible();
    await cnPicker.setInputFiles({ name: 'form.gif', mimeType: 'image/gif', buffer: GIF });
    await expect(
      alertWith(page, '無法附上「form.gif」。請選擇 PDF、JPG 或 PNG 檔案。'),
    ).toBeVisible();
    await cnPicker.setInputFiles(pdf);
    await expect(page.locator('.file-picker-list > li')).toHaveCount(1);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: '完成提交' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('謝謝。您的文件已提交給診所')).toBeVisible();
  });
});
