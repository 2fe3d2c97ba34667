import { expect, test, type Page } from './fixtures';
import { expectNoAxeViolations, openMenuIfCollapsed, steer } from './support';
import { openAs, openAsPatient, startPatientSession } from './pages/session';

const CONDITIONS = 'Have you had any of these medical conditions?';
const SURGERIES = 'Have you had any of these surgeries?';
const ALLERGIES = 'Are you allergic to any of these medications?';

// Long journeys on a machine shared with other test runs.
test.describe.configure({ timeout: 90_000 });

const group = (page: Page, legend: string) => page.getByRole('group', { name: legend });

/** The newest notification (older ones may still be fading out). */
const latestAlert = (page: Page) =>
  page
    .getByRole('region', { name: /^(Notifications|通知)$/ })
    .getByRole('alert')
    .last();

const summaryRow = (page: Page, label: string) =>
  page.locator('.mi-summary-row').filter({ has: page.getByRole('term').getByText(label) });

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save' }).click();
}

test.describe('confirming the medical information', () => {
  test('the patient with a record confirms it and goes on to the sick-note request', async ({
    page,
  }) => {
    await startPatientSession(page);
    await page.getByRole('button', { name: 'Request a sick note' }).click();
    await expect(page).toHaveURL(/\/medicalInfo\?formType=sick-note$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Confirm your medical information',
    );
    await expect(summaryRow(page, 'Medical conditions')).toContainText('Asthma');
    await expect(summaryRow(page, 'Medical conditions')).toContainText(
      'Migraine without aura, not intractable',
    );
    await expect(summaryRow(page, 'Alcohol history')).toContainText('1 to 7 drinks per week');
    await expect(summaryRow(page, 'Smoking history')).toContainText('No');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/sick-note\?formType=sick-note$/);
  });

  test('the form flow keeps its formType through Confirm', async ({ page }) => {
    await startPatientSession(page);
    await page.getByRole('button', { name: 'Start a form request' }).click();
    await expect(page).toHaveURL(/\/medicalInfo\?formType=school-work-form$/);
    await expect(page.getByText('Form request · Step 1')).toBeVisible();
    await page.getByRole('link', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/school-work-form\?formType=school-work-form$/);
  });

  test('in Chinese, the record is translated and accessible', async ({ page }) => {
    await openAsPatient(page, '/medicalInfo?formType=sick-note&lang=cn');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('確認您的病歷資料');
    await expect(summaryRow(page, '疾病')).toContainText('哮喘');
    await expect(summaryRow(page, '飲酒史')).toContainText('每週 1 至 7 杯');
    await expect(page.getByRole('link', { name: '確認' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('editing the medical information', () => {
  test(
    'the patient updates the record: a ticked condition, a searched one and a surgery',
    { tag: '@phone' },
    async ({ page }) => {
      await openAsPatient(page, '/medicalInfo?formType=sick-note');
      await page.getByRole('link', { name: 'Edit' }).click();
      await expect(page).toHaveURL(/\/medicalInfo\/edit\?formType=sick-note$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Update Medical Information',
      );

      const conditions = group(page, CONDITIONS);
      await expect(conditions.getByLabel('Asthma', { exact: true })).toBeChecked();
      await conditions.getByLabel('Diabetes', { exact: true }).check();

      // Other conditions come from the search, once more than 3 letters are typed.
      const search = page.getByLabel('Search for another medical condition');
      await search.fill('gou');
      await expect(page.getByRole('button', { name: /Gout, unspecified/ })).toHaveCount(0);
      await search.fill('gout');
      await page.getByRole('button', { name: /Gout, unspecified/ }).click();
      await expect(page.getByText('Added Gout, unspecified')).toBeAttached();
      await expect(search).toHaveValue('');
      // The search's and the Add buttons' messages (already listed, not found, empty) are
      // checked in tests/pages/MedicalInfoPage.test.tsx
      // (docs/medical-info.md#medical-information-rules-and-messages).

      const surgeries = group(page, SURGERIES);
      await surgeries.getByLabel('Other', { exact: true }).check();
      await page.getByLabel('Other surgery', { exact: true }).fill('Rhinoplasty');
      await page.getByLabel('Other surgery', { exact: true }).press('Enter');
      await expect(surgeries.getByRole('button', { name: 'Remove Rhinoplasty' })).toBeVisible();

      await expectNoAxeViolations(page);
      await save(page);
      await expect(latestAlert(page)).toHaveText('Medical information updated successfully.');
      await expect(page).toHaveURL(/\/medicalInfo\?formType=sick-note$/);
      await expect(summaryRow(page, 'Medical conditions')).toContainText('Diabetes');
      await expect(summaryRow(page, 'Medical conditions')).toContainText('Gout, unspecified');
      await expect(summaryRow(page, 'Surgeries')).toContainText('Rhinoplasty');

      // The clinic kept it: a fresh load shows the same.
      await page.reload();
      await expect(summaryRow(page, 'Medical conditions')).toContainText('Gout, unspecified');
    },
  );

  // What a failed save says and keeps is checked in tests/pages/MedicalInfoPage.test.tsx.
  test('a failed save can be sent again, and the record is kept', async ({ page }) => {
    await openAsPatient(page, '/medicalInfo?formType=sick-note');
    await page.getByRole('link', { name: 'Edit' }).click();
    await group(page, CONDITIONS).getByLabel('Gout', { exact: true }).check();
    await page.getByLabel('Supplements').fill('Fish oil 1000 mg daily');
    await steer(page, (m) => m.failNext('POST', '/medicalinfo/', '500'), null);
    await save(page);
    await expect(latestAlert(page)).toBeVisible();
    await expect(page).toHaveURL(/\/medicalInfo\/edit/);
    await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
    await save(page);
    await expect(page).toHaveURL(/\/medicalInfo\?formType=sick-note$/);
    await expect(summaryRow(page, 'Supplements')).toHaveText(/Fish oil 1000 mg daily/);
  });

  test("ticking 'No' empties and disables its group; unticking enables it again", async ({
    page,
  }) => {
    await openAsPatient(page, '/medicalInfo/edit?formType=sick-note');
    const conditions = group(page, CONDITIONS);
    await expect(conditions.getByLabel('Asthma', { exact: true })).toBeChecked();
    await conditions.getByLabel('No', { exact: true }).check();
    await expect(conditions.getByLabel('Asthma', { exact: true })).not.toBeChecked();
    await expect(conditions.getByLabel('Asthma', { exact: true })).toBeDisabled();
    await expect(conditions.getByLabel('Other', { exact: true })).toBeDisabled();
    await expect(page.getByLabel('Search for another medical condition')).toHaveCount(0);
    await conditions.getByLabel('No', { exact: true }).uncheck();
    await expect(conditions.getByLabel('Asthma', { exact: true })).toBeEnabled();
    await expect(conditions.getByLabel('Other', { exact: true })).not.toBeChecked();
  });

  test(
    'the long lists sit in columns on a desktop and in one column on a phone',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      await openAsPatient(page, '/medicalInfo/edit?formType=sick-note');
      const conditions = group(page, CONDITIONS);
      const first = await conditions.getByLabel('Alcohol problem').boundingBox();
      const last = await conditions.getByLabel('Ulcers of the stomach').boundingBox();
      if (testInfo.project.name === 'phone') expect(last?.x).toBe(first?.x);
      else expect(last?.x ?? 0).toBeGreaterThan((first?.x ?? 0) + 100);
      // Nothing is wider than the screen.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    },
  );
});

test.describe('a patient without medical information', () => {
  // Each save rule's message, in the group it is about and as the newest alert, is checked in
  // tests/pages/MedicalInfoPage.test.tsx (docs/medical-info.md#medical-information-rules-and-messages);
  // here the refused saves' focus and the record added and read again.
  test('is offered only Add; a refused save focuses the first unanswered part; the record is added', async ({
    page,
  }) => {
    await openAs(page, 'nopharmacy@example.com', '/medicalInfo?formType=sick-note');
    await expect(page.getByText('You have not added your medical information yet.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Confirm' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Add' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Personal Medical Information',
    );

    const conditions = group(page, CONDITIONS);
    const surgeries = group(page, SURGERIES);
    const allergies = group(page, ALLERGIES);
    const alcohol = page.getByRole('group', { name: /Alcohol history/ });
    const smoking = page.getByRole('group', { name: 'Smoking history' });

    await save(page);
    await expect(conditions.getByLabel('No', { exact: true })).toBeFocused();

    // Every group answered, but the ticked 'Other' of the conditions left empty.
    await conditions.getByLabel('Other', { exact: true }).check();
    await surgeries.getByLabel('Hip replacement').check();
    await alcohol.getByLabel('8 to 14 drinks per week').check();
    await smoking.getByLabel('Less than 1 pack per day').check();
    await allergies.getByLabel('Other', { exact: true }).check();
    const allergy = page.getByLabel('Search for or type another medication');
    await allergy.fill('Shellfish dye');
    await allergies.getByRole('button', { name: 'Add as typed' }).click();
    await save(page);
    await expect(page.getByLabel('Search for another medical condition')).toBeFocused();

    await page.getByLabel('Search for another medical condition').fill('sleep apnea');
    await page.getByRole('button', { name: /^Obstructive sleep apnea/ }).click();
    await surgeries.getByLabel('Other', { exact: true }).check();
    await page.getByLabel('Other surgery', { exact: true }).fill('Carpal tunnel release');
    await surgeries.getByRole('button', { name: 'Add' }).click();
    await allergy.fill('tylenol');
    await allergies.getByRole('button', { name: /^Tylenol Acetaminophen$/ }).click();
    await page.getByLabel('Medications you currently take').fill('Ventolin as needed');
    await save(page);
    await expect(latestAlert(page)).toHaveText('Medical information updated successfully.');
    await expect(page).toHaveURL(/\/medicalInfo\?formType=sick-note$/);

    await page.reload();
    await expect(summaryRow(page, 'Medical conditions')).toContainText('Obstructive sleep apnea');
    await expect(summaryRow(page, 'Surgeries')).toContainText('Hip replacement');
    await expect(summaryRow(page, 'Surgeries')).toContainText('Carpal tunnel release');
    await expect(summaryRow(page, 'Medication allergies')).toContainText('Tylenol');
    await expect(summaryRow(page, 'Alcohol history')).toContainText('8 to 14 drinks per week');
    await expect(summaryRow(page, 'Smoking history')).toContainText('Less than 1 pack per day');
    await expect(page.getByRole('link', { name: 'Edit' })).toBeVisible();
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Update Medical Information');
  });

  test(
    'in Chinese, the form and its messages are translated and accessible',
    { tag: '@phone' },
    async ({ page }) => {
      await openAs(
        page,
        'nopharmacy@example.com',
        '/medicalInfo/edit?formType=school-work-form&lang=cn',
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('個人病歷資料');
      await expect(page.getByText('申請填寫表格 · 第 1 步')).toBeVisible();
      const conditions = group(page, '您是否曾患有以下任何疾病？');
      await expect(conditions.getByLabel('高血壓')).toBeVisible();
      await page.getByRole('button', { name: '儲存' }).click();
      await expect(latestAlert(page)).toHaveText('請回答疾病一欄。');
      await conditions.getByLabel('其他', { exact: true }).check();
      await page.getByLabel('搜尋其他疾病').fill('zzqxy');
      await expect(conditions.getByText('找不到相關疾病。')).toBeVisible();
      await expectNoAxeViolations(page);
    },
  );

  test('back on the dashboard, the medical information is dropped and read afresh', async ({
    page,
  }) => {
    await startPatientSession(page);
    await page.getByRole('button', { name: 'Request a sick note' }).click();
    await expect(summaryRow(page, 'Medical conditions')).toContainText('Asthma');
    await openMenuIfCollapsed(page);
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // The next visit must ask the clinic again: this time the answer fails.
    await steer(page, (m) => m.failNext('GET', '/services/medical-info', '500'), null);
    await page.getByRole('button', { name: 'Request a sick note' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Server error' })).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(summaryRow(page, 'Medical conditions')).toContainText('Asthma');
  });
});
