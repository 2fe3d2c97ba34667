import { CARDS } from '../payment-helpers';
import { watchSessionTokens } from '../support';
import { expect, PASSWORD, test, tickBotCheck, type Page } from './fixtures';
import { TEXT, type Lang } from './texts';

// Issue 26 points 5 and 6 (security review N2, N3, N4), on the production bundle: what a tab
// keeps belongs to the patient who made it, an ended session leaves no token behind, and a link
// to /logout cannot end a session (or the request typed in another tab) without asking.

test.describe.configure({ timeout: 90_000 });

async function logIn(page: Page, email: string, lang: Lang) {
  const text = TEXT[lang];
  if (!/\/login$/.test(new URL(page.url()).pathname)) await page.goto(`/login?lang=${lang}`);
  await page.getByLabel(text.email, { exact: true }).fill(email);
  await page.getByLabel(text.password, { exact: true }).fill(PASSWORD);
  await tickBotCheck(page);
  await page.getByRole('button', { name: text.logIn, exact: true }).click();
}

// Each journey in both languages, one at 1280 px and the other at 375 px, swapped between the two
// journeys (playwright.prod.config.ts: @phone-only), so both widths see both languages.
for (const lang of ['en', 'cn'] as const) {
  test(
    `a receipt left in a tab that missed the logout is not shown to the next patient (${lang})`,
    lang === 'cn' ? { tag: '@phone-only' } : {},
    async ({ page }) => {
      const text = TEXT[lang];
      await logIn(page, 'patient@example.com', lang);
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.goto('/sick-note');
      await page.getByLabel(text.school, { exact: true }).check();
      await page.getByLabel(text.reason).fill('Influenza with fever since last night');
      await page.getByLabel(text.agree).check();
      await page.getByRole('button', { name: text.continue }).click();
      const card = page.frameLocator('iframe[title="Secure card payment input frame"]');
      await card.getByLabel(text.number).fill(CARDS.visa);
      await card.getByLabel(text.expiry).fill('12 / 34');
      await card.getByLabel(text.cvc).fill('123');
      await page.getByRole('button', { name: text.pay }).click();
      const dialog = page.getByRole('dialog', { name: text.paid });
      await dialog.getByRole('button', { name: text.viewReceipt }).click();
      await expect(page.getByRole('article', { name: text.receipt })).toContainText('Mei Chen');
      const receiptAddress = new URL(page.url()).pathname;

      // The session ends where this tab does not hear it (another tab, the browser's memory
      // saver put this one away): its token goes, its sessionStorage stays.
      await page.evaluate(() => window.localStorage.removeItem('session'));
      await page.reload();
      await expect(page).toHaveURL(/\/login$/);
      expect(await page.evaluate(() => window.localStorage.getItem('sessionEnd'))).toBeNull();

      // Someone else logs in at this computer; the login returns to the receipt's address.
      await logIn(page, 'visitor@example.com', lang);
      await expect(page).toHaveURL(new RegExp(`${receiptAddress}$`));
      await expect(page.getByRole('heading', { level: 1, name: text.noReceipt })).toBeVisible();
      await expect(page.locator('body')).not.toContainText('Mei Chen');
      expect(
        await page.evaluate(() => window.sessionStorage.getItem('payment.receipts')),
      ).toBeNull();
    },
  );

  test(
    `/logout asks first: a request typed in another tab survives the question (${lang})`,
    lang === 'en' ? { tag: '@phone-only' } : {},
    async ({ page, context }) => {
      const text = TEXT[lang];
      const tokens = watchSessionTokens(page);
      await logIn(page, 'patient@example.com', lang);
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.goto('/sick-note');
      const reason = page.getByLabel(text.reason);
      await reason.fill('Migraine since Monday');

      const linked = await context.newPage();
      await linked.goto('/logout');
      await expect(linked.getByRole('heading', { level: 1, name: text.logoutTitle })).toBeVisible();
      await linked.locator('main').getByRole('button', { name: text.stay }).click();
      await expect(linked).toHaveURL(/\/dashboard$/);
      await expect(reason).toHaveValue('Migraine since Monday');
      const token = tokens.last();

      await linked.goto('/logout');
      await linked.locator('main').getByRole('button', { name: text.logOut }).click();
      await expect(linked).toHaveURL(/\/login$/);
      await expect(page).toHaveURL(/\/login$/);
      // Why it ended is kept for the other tabs: the reason and when, nothing of the token.
      const kept = await linked.evaluate(() => window.localStorage.getItem('sessionEnd'));
      expect(kept).not.toBeNull();
      expect(kept).not.toContain(token);
      await linked.close();
    },
  );
}
