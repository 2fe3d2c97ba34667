import { expect, test, type Page } from './fixtures';
import { CARDS, continueToPayment, fillCard, fillSickNote, mockDb } from './payment-helpers';
import { expectNoAxeViolations } from './support';
import { openAs, openAsPatient, startPatientSession } from './pages/session';

// Long journeys on a machine shared with other test runs.
test.describe.configure({ timeout: 90_000 });

/** The calendar day `n` days after `day` (both YYYY-MM-DD). */
const plus = (day: string, n: number) => {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/** The two date fields of the request, and the first day off the page proposed. */
async function datesOff(page: Page) {
  const start = page.getByLabel('First day off');
  const end = page.getByLabel('Last day off');
  return { start, end, startDay: await start.inputValue() };
}

/** The note under the dates that says why the last day off was reset. */
const endNote = (page: Page) =>
  page.getByRole('group', { name: /^(Dates off|請假日期)$/ }).getByRole('status');

test.describe('requesting a sick note', () => {
  test(
    'patient@example.com requests a note and pays with 4242: success dialog, then the dashboard',
    { tag: '@phone' },
    async ({ page }) => {
      await startPatientSession(page);
      await page.getByRole('button', { name: 'Request a sick note' }).click();
      await page.getByRole('link', { name: 'Confirm' }).click();
      await expect(page).toHaveURL(/\/sick-note\?formType=sick-note$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request a sick note');
      await expect(
        page.getByText('Please check your dates carefully: they cannot be changed'),
      ).toBeVisible();

      await fillSickNote(page, 'Work');
      // One day off for work: the B.C. rule on short absences, which the patient may dismiss.
      await expect(page.getByText('Days off: 1')).toBeVisible();
      const note = page.getByRole('note');
      await expect(note).toContainText('first two absences of 5 days or fewer');
      await expectNoAxeViolations(page);
      await note.getByRole('button', { name: 'Dismiss this note' }).click();
      await expect(note).toHaveCount(0);

      await continueToPayment(page);
      await expect(page).toHaveURL(/\/sick-note\/payment$/);
      const summary = page.getByRole('region', { name: 'Your request' });
      await expect(summary).toContainText('$65');
      await expect(summary).toContainText('MSP eligible');
      await expect(summary).toContainText('Influenza with fever');
      await fillCard(page, CARDS.visa);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Pay now' }).click();

      const dialog = page.getByRole('dialog', { name: 'Payment successful' });
      await expect(dialog).toContainText('sent to the doctor');
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'OK' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      const db = await mockDb(page);
      expect(db.sickNoteRequests).toEqual([
        expect.objectContaining({ price: 65, timeOffIsFor: 'work' }),
      ]);
    },
  );

  // Each rule's message is checked in tests/pages/SickNoteRequestPage.test.tsx
  // (docs/requests.md#sick-note-rules-and-messages); here the focus and axe on a refused Continue.
  test('a refused Continue focuses the first answer needed, and the end date follows the start', async ({
    page,
  }) => {
    await openAsPatient(page, '/sick-note');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByLabel('Work', { exact: true })).toBeFocused();
    await expectNoAxeViolations(page);

    // The end may be up to 6 days after the start; moving the start resets an end out of range.
    const { start, end, startDay } = await datesOff(page);
    await expect(end).toHaveAttribute('max', plus(startDay, 6));
    await expect(start).toHaveAttribute('min', plus(startDay, -60));
    await expect(start).toHaveAttribute('max', plus(startDay, 1));
    await end.fill(plus(startDay, 6));
    await expect(page.getByText('Days off: 7')).toBeVisible();
    await start.fill(plus(startDay, -10));
    await expect(end).toHaveValue(plus(startDay, -10));
    await expect(page.getByText('Days off: 1')).toBeVisible();
    await expect(endNote(page)).toContainText(
      'You changed the first day off, and the last day off was no longer within 7 days of it',
    );
  });

  test('an end date typed out of range goes back to the first day off, and the page says why, in English and Chinese', async ({
    page,
  }) => {
    await openAsPatient(page, '/sick-note');
    const { end, startDay } = await datesOff(page);
    // Tab moves between the parts of a date; the patient leaves the field by clicking elsewhere.
    const moveOn = () => page.getByRole('heading', { level: 1 }).click();
    // Typed past the 7 days (the picker would not offer it), then the patient moves on.
    await end.fill(plus(startDay, 12));
    await moveOn();
    await expect(end).toHaveValue(startDay);
    const note = endNote(page).filter({ hasText: 'at most 7 days' });
    await expect(note).toContainText('It has been set to');
    await expect(note).toBeVisible();
    await expect(page.getByText('Days off: 1')).toBeVisible();
    await expectNoAxeViolations(page);
    // Before the start: reset too, with its own reason.
    await end.fill(plus(startDay, -3));
    await moveOn();
    await expect(end).toHaveValue(startDay);
    await expect(endNote(page)).toContainText('cannot be before the first day off');
    // A day in range stays, and the note goes.
    await end.fill(plus(startDay, 1));
    await moveOn();
    await expect(end).toHaveValue(plus(startDay, 1));
    await expect(endNote(page)).toHaveText('');

    await page.goto('/sick-note?lang=cn');
    const cnEnd = page.getByLabel('請假最後一日');
    await cnEnd.fill(plus(startDay, 9));
    await moveOn();
    await expect(cnEnd).toHaveValue(startDay);
    await expect(endNote(page)).toContainText('病假證明最多涵蓋連續 7 天');
    await expectNoAxeViolations(page);
  });

  // A failed check keeping what was typed is checked in tests/pages/SickNoteRequestPage.test.tsx.
  test('what the patient typed survives a reload', async ({ page }) => {
    await openAsPatient(page, '/sick-note');
    await fillSickNote(page, 'Work and school');
    await page.reload();
    await expect(page.getByLabel('Reason for time off')).toHaveValue(
      'Influenza with fever since last night',
    );
    await expect(page.getByLabel('Work and school', { exact: true })).toBeChecked();
    await expect(page.getByLabel(/^I confirm that this information is true/)).toBeChecked();
    await continueToPayment(page);
  });

  test('visitor@example.com, without a B.C. card, sees the private price', async ({ page }) => {
    await openAs(page, 'visitor@example.com', '/sick-note');
    await fillSickNote(page, 'Work');
    await continueToPayment(page);
    const summary = page.getByRole('region', { name: 'Your request' });
    await expect(summary).toContainText('$130');
    await expect(summary).toContainText('Private (no valid B.C. Services Card)');
  });

  // School as the only choice, and its words, are checked in tests/pages/SickNoteRequestPage.test.tsx.
  // At 1280 px: the form at 375 px is this file's first and Chinese journeys.
  test('child@example.com requests a note for school', async ({ page }) => {
    await openAs(page, 'child@example.com', '/sick-note');
    const purpose = page.getByRole('group', { name: 'Time off is for' });
    await expect(purpose.getByLabel('School', { exact: true })).toBeChecked();
    await page.getByLabel('Reason for time off').fill('Stomach flu');
    await page.getByLabel(/^I confirm that this information is true/).check();
    // No note about employers: the note is for school.
    await expect(page.getByRole('note')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await continueToPayment(page);
  });

  test(
    'in Chinese, the request and its payment read in Traditional Chinese',
    { tag: '@phone' },
    async ({ page }) => {
      await openAsPatient(page, '/sick-note?lang=cn');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('申請病假證明');
      await page.getByLabel('學校', { exact: true }).check();
      await page.getByLabel('請假原因').fill('發燒及咳嗽');
      await page.getByLabel(/^本人確認以上資料屬實/).check();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: '繼續' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('付款');
      await fillCard(page, CARDS.visa, 'cn');
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: '立即付款' }).click();
      const dialog = page.getByRole('dialog', { name: '付款成功' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: '確定' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
    },
  );
});
