import { expect, test } from './fixtures';
import { CODE, expectHandedOff, sessionTokens, stubSisterSites } from './pages/handoff';
import { expectNoAxeViolations, logIn, openMenuIfCollapsed, steer } from './support';
import { openAs, openAsPatient, startPatientSession } from './pages/session';

const PATIENT = 'patient@example.com';

test.describe('the dashboard', () => {
  test(
    'the full patient sees every card and button, and it is accessible',
    { tag: '@phone' },
    async ({ page }) => {
      await startPatientSession(page);
      for (const name of [
        'Request a Form',
        'Sick Note Request',
        'Medication and Testing',
        'Book Appointment',
      ]) {
        await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
      }
      await expect(page.getByText('Payment required')).toHaveCount(3);
      await expect(
        page.getByRole('button', { name: 'ICBC (car crash) appointment' }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: "Driver's medical exam" })).toBeVisible();
      await expectNoAxeViolations(page);
    },
  );

  test(
    'in Chinese, the cards are translated and accessible',
    { tag: '@phone' },
    async ({ page }) => {
      await openAsPatient(page, '/dashboard?lang=cn');
      await expect(page.getByRole('heading', { name: '申請病假證明' })).toBeVisible();
      await expect(page.getByText('需付費')).toHaveCount(3);
      await expectNoAxeViolations(page);
    },
  );

  // Each sister site gets a single-use code in the spec's address shapes, never the session token
  // (docs/dashboard.md#links-out; e2e/handoff.spec.ts has the code's rules and the fall-back).
  const links = [
    { button: 'Medication refill', site: 'medication', tail: '' },
    { button: 'Family medicine appointment', site: 'booking', tail: '/null' },
    { button: 'ICBC (car crash) appointment', site: 'booking', tail: '/I' },
    { button: "Driver's medical exam", site: 'booking', tail: '/D' },
    { button: 'Lab and radiology tests', site: 'labTest', tail: '/[0-9a-z]{8}' },
  ] as const;
  for (const link of links) {
    test(`'${link.button}' opens its sister site with a code, not the token`, async ({ page }) => {
      await stubSisterSites(page);
      await startPatientSession(page);
      const tokens = await sessionTokens(page, PATIENT);
      await page.getByRole('button', { name: link.button }).click();
      await expectHandedOff(page, link.site, link.tail, tokens);
    });
  }

  test('sick notes and forms stay in the portal', async ({ page }) => {
    await startPatientSession(page);
    await page.getByRole('button', { name: 'Request a sick note' }).click();
    await expect(page).toHaveURL(/\/medicalInfo\?formType=sick-note$/);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Start a form request' }).click();
    await expect(page).toHaveURL(/\/medicalInfo\?formType=school-work-form$/);
  });

  test('an askmedBlocked patient has no medication card', async ({ page }) => {
    await logIn(page, 'askmedblocked@example.com');
    await expect(page.getByRole('heading', { name: 'Book Appointment' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Medication and Testing' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Medication refill' })).toHaveCount(0);
  });

  test('a blocked patient is told so and stays on the dashboard', async ({ page }) => {
    await logIn(page, 'blocked@example.com');
    await page.getByRole('button', { name: 'Family medicine appointment' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Your account has been blocked. Please walk-in to the clinic during our regular business hours.',
    );
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('button', { name: 'Family medicine appointment' })).toBeEnabled();
  });

  test('an offline clinic system disables the services, and they come back', async ({ page }) => {
    await startPatientSession(page);
    const book = page.getByRole('button', { name: 'Family medicine appointment' });
    await expect(book).toBeEnabled();
    await steer(page, (mock) => mock.setClinicOnline(false), null);
    await expect(book).toBeDisabled({ timeout: 1_000 });
    await expect(page.getByText(/system is offline at the moment/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Request a sick note' })).toBeDisabled();
    await steer(page, (mock) => mock.setClinicOnline(true), null);
    await expect(book).toBeEnabled({ timeout: 1_000 });
    await expect(page.getByText(/system is offline at the moment/)).toBeHidden();
  });

  test("opened with a stored session, the page follows the clinic from the patient's first action", async ({
    page,
  }) => {
    await startPatientSession(page);
    // A new document, as a patient reopening the portal gets: nothing done in it yet, so the
    // live channel waits (docs/constants.md#first-load-budget).
    await page.reload();
    const book = page.getByRole('button', { name: 'Family medicine appointment' });
    await expect(book).toBeEnabled();
    await steer(page, (mock) => mock.setClinicOnline(false), null);
    // The first key press opens the channel, which asks for the status as it connects.
    await page.keyboard.press('Tab');
    await expect(book).toBeDisabled({ timeout: 2_000 });
    await expect(page.getByText(/system is offline at the moment/)).toBeVisible();
    await steer(page, (mock) => mock.setClinicOnline(true), null);
    await expect(book).toBeEnabled({ timeout: 1_000 });
  });

  test('an offline clinic at login shows the offline state on arrival', async ({ page }) => {
    await page.goto('/login');
    await steer(page, (mock) => mock.setClinicOnline(false), null);
    await startPatientSession(page);
    await expect(page.getByText(/system is offline at the moment/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(
    'without a preferred pharmacy, the dialog asks for one, saves it and continues',
    { tag: '@phone' },
    async ({ page }) => {
      await stubSisterSites(page);
      await logIn(page, 'nopharmacy@example.com');
      const tokens = await sessionTokens(page, 'nopharmacy@example.com');
      const book = page.getByRole('button', { name: 'Family medicine appointment' });
      await book.click();
      const dialog = page.getByRole('dialog', {
        name: 'Before proceeding, please select your preferred pharmacy',
      });
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page);

      // Nothing is chosen for the patient (issue 16 point 3): confirming is refused.
      const pharmacies = dialog.getByRole('radiogroup', { name: 'Pharmacies' });
      await expect(pharmacies.getByRole('radio').first()).toBeVisible();
      await expect(pharmacies.getByRole('radio', { checked: true })).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Confirm pharmacy' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Please select the preferred pharmacy.');

      // Closing gives focus back to the button that opened the dialog.
      await dialog.getByRole('button', { name: 'Close' }).first().click();
      await expect(dialog).toBeHidden();
      await expect(book).toBeFocused();

      await book.click();
      // From 3 characters, the first match is chosen and shown; that is the one saved.
      await dialog.getByLabel('Search by pharmacy name or address').fill('Kerrisdale');
      await expect(
        dialog.getByText('1 pharmacy found; selected: Kerrisdale Village Pharmacy'),
      ).toBeVisible();
      await expect(dialog.getByLabel(/Kerrisdale Village Pharmacy/)).toBeChecked();
      await dialog.getByRole('button', { name: 'Confirm pharmacy' }).click();
      // The code is asked for after the pharmacy is saved, on the press that continues.
      await expectHandedOff(page, 'booking', '/null', tokens);
    },
  );

  test('the pharmacy dialog in Chinese chooses nothing until the patient searches', async ({
    page,
  }) => {
    await stubSisterSites(page);
    await openAs(page, 'nopharmacy@example.com', '/dashboard?lang=cn');
    await page.getByRole('button', { name: '預約家庭醫學門診' }).click();
    const dialog = page.getByRole('dialog', { name: '繼續之前，請選擇您的首選藥房' });
    const pharmacies = dialog.getByRole('radiogroup', { name: '藥房' });
    await expect(pharmacies.getByRole('radio').first()).toBeVisible();
    await expect(pharmacies.getByRole('radio', { checked: true })).toHaveCount(0);
    await dialog.getByRole('button', { name: '確認藥房' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('請選擇首選藥房。');
    // 'Steveston' alone also matches Ironwood Plaza (Steveston Hwy), first by name.
    await dialog.getByLabel('以藥房名稱或地址搜尋').fill('Steveston');
    await expect(dialog.getByText('找到 2 間藥房，已選擇：Ironwood Plaza Pharmacy')).toBeVisible();
    await dialog.getByLabel('以藥房名稱或地址搜尋').fill('Steveston Village');
    await expect(
      dialog.getByText('找到 1 間藥房，已選擇：Steveston Village Pharmacy'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: '確認藥房' }).click();
    await expect(page).toHaveURL(
      new RegExp(`^https://booking\\.clinicportal\\.ca/auth/${CODE}/null$`),
    );
  });

  test('announcements show on the dashboard when there are any, and move nothing', async ({
    page,
  }) => {
    await startPatientSession(page);
    await steer(page, (mock) => mock.setAnnouncements(['Closed on Boxing Day.']), null);
    // Every answer slow: the announcement still comes with the page, not after it.
    await steer(page, (mock, ms) => mock.setLatency(ms), 600);
    await page.reload();
    const services = page.getByRole('heading', { name: 'Request a Form', level: 2 });
    await expect(services).toBeVisible();
    await expect(page.getByRole('region', { name: /announcements/i })).toContainText(
      'Closed on Boxing Day.',
    );
    const first = (await services.boundingBox())?.y;
    await page.waitForTimeout(1_000);
    expect((await services.boundingBox())?.y).toBe(first);
    await steer(page, (mock) => mock.setLatency(0), null);
    await steer(page, (mock) => mock.setAnnouncements([]), null);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Book Appointment' })).toBeVisible();
    await expect(page.getByRole('region', { name: /announcements/i })).toHaveCount(0);
  });

  test('a patient who must update their details is sent to /account', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('update@example.com');
    await page.getByLabel('Password').fill('Clinic2026!');
    await page.getByLabel("I'm not a robot").check();
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/account$/);
  });

  test('logging out closes the status channel and leaves no patient data', async ({ page }) => {
    await startPatientSession(page);
    await openMenuIfCollapsed(page);
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await steer(page, (mock) => mock.setClinicOnline(false), null);
    await expect(page.getByText(/system is offline/)).toHaveCount(0);
  });
});
