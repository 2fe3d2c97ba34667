import { expect, test, type Page } from './fixtures';

// Issue 19 point 4: the portal on a phone's home screen. Each brand's page links its own web app
// manifest, in the page's language, whose icons are served as the images they claim to be. (The
// mock build's only service worker is the mock clinic's; production's policy allows none.)
// Fetched from the page, as the browser does: the test runner cannot resolve svm.localhost.

const port = process.env.E2E_PORT ?? 4173;
const HOSTS = { richmond: `http://localhost:${port}`, southvan: `http://svm.localhost:${port}` };

async function manifestOf(page: Page) {
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  return {
    href: href ?? '',
    manifest: (await page.evaluate(async (url) => (await fetch(url)).json(), href ?? '')) as {
      name: string;
      short_name: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose: string }[];
    },
  };
}

for (const [brand, origin] of Object.entries(HOSTS)) {
  test(`${brand}: its manifest, in the page's language, with icons that load`, async ({ page }) => {
    await page.goto(`${origin}/?lang=en`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const english = await manifestOf(page);
    expect(english.href).toBe(`/manifest-${brand}-en.webmanifest`);
    expect(english.manifest.name).toMatch(/ · Patient Portal$/);
    const themeColor = await page.locator('meta[name="theme-color"]').getAttribute('content');
    expect(english.manifest.theme_color).toBe(themeColor);
    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    for (const src of [...english.manifest.icons.map((icon) => icon.src), touchIcon ?? '']) {
      const answer = await page.evaluate(async (url) => {
        const response = await fetch(url);
        return { ok: response.ok, type: response.headers.get('content-type') };
      }, src);
      expect(answer, src).toEqual({ ok: true, type: 'image/png' });
    }

    await page.getByRole('button', { name: '中文' }).first().click();
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      `/manifest-${brand}-cn.webmanifest`,
    );
    expect((await manifestOf(page)).manifest.name).toMatch(/ · 病人網上服務平台$/);
  });
}
