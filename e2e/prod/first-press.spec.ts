import { portalOrigin } from '../../scripts/e2e-prod-env.mjs';
import { expect, test, type Page } from './fixtures';

// A press on a prerendered page is not lost (issue 26 point 2). The production build shows each
// public page from its HTML (scripts/prerender.mjs) a second or more before the app replaces it
// on a slow phone; until then the page's forms are inert and its buttons have no code. Here the
// app's scripts are held back, so the press surely lands on the prerendered page, then let
// through: the app makes the press again on its own page (index.html's guard, keepPresses).
// Chinese gets no prerendered page (the guard empties it): its first press is on the app's page.

/** Holds the portal's scripts until the returned function lets them through. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`${portalOrigin}/assets/**/*.js`, async (route) => {
    await released;
    await route.fallback();
  });
  return release;
}

/** The prerendered page is showing: its content and its inert forms, the app not yet there. */
async function expectPrerendered(page: Page, path: string) {
  await expect(page.locator(`#root[data-path="${path}"] main h1`)).toBeVisible();
}

/** A tap where the element is, as a patient's finger lands: it is inert, so no locator click. */
async function tap(page: Page, selector: string) {
  const element = page.locator(selector).first();
  await element.evaluate((node) => node.scrollIntoView({ block: 'center', behavior: 'instant' }));
  const box = await element.boundingBox();
  if (!box) throw new Error(`${selector} is not on the page`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

const FORMS = [
  { path: '/register', button: 'Sign Up', message: 'First Name cannot be empty.' },
  {
    path: '/forgotpassword',
    button: 'Validate my information',
    message: 'Email input cannot be empty.',
  },
  { path: '/validate', button: 'Validate', message: 'All fields are required.' },
];

test.describe('a press on the prerendered page', () => {
  for (const { path, button, message } of FORMS) {
    test(
      `${path}: ${button}, pressed before the app, acts`,
      { tag: '@phone' },
      async ({ page }) => {
        const release = await holdScripts(page);
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        await expectPrerendered(page, path);
        await tap(page, `#root form[inert] button[type="submit"]`);
        // The press landed on the prerendered page: the app is not there yet.
        await expectPrerendered(page, path);
        await expect(page.getByText(message, { exact: true })).toHaveCount(0);
        release();
        await expect(page.getByText(message, { exact: true })).toBeVisible({ timeout: 15_000 });
        await expect(page.locator('#root form[inert]')).toHaveCount(0);
      },
    );
  }

  test('/: the main call to action, a link, goes to registration', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expectPrerendered(page, '/');
    await tap(page, '#root .home-hero a[href="/register"]');
    // A link goes on by itself, to the next prerendered page.
    await expectPrerendered(page, '/register');
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your patient account');
  });

  test(
    'the buttons outside the forms, pressed before the app, act: the menu (phone), the language',
    { tag: '@phone' },
    async ({ page, isMobile }) => {
      const release = await holdScripts(page);
      await page.goto('/login', { waitUntil: 'domcontentloaded' });
      await expectPrerendered(page, '/login');
      // The menu is folded behind its button on a phone only.
      if (isMobile) await tap(page, '#root .navbar-toggler');
      await tap(page, '#root .language-toggle');
      release();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('登入病人網上服務平台', {
        timeout: 15_000,
      });
      if (isMobile) {
        const toggle = page.getByRole('button', { name: '開啟或關閉選單' });
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      }
    },
  );
});

test.describe('the first press in Chinese, which has no prerendered page', () => {
  test('/register: Sign Up names the first empty field', { tag: '@phone' }, async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/register?lang=cn', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#root')).toBeEmpty();
    release();
    await page.getByRole('button', { name: '註冊', exact: true }).click();
    await expect(page.getByText('名字不能為空。', { exact: true })).toBeVisible();
  });
});
