import { expect, test, type Page } from './fixtures';
import { fillLogin, logIn, steer, watchSessionTokens } from './support';

// Hostile input end to end: markup from the clinic stays text, a return path never leads off the
// site, and the access token never shows up in an address the app builds except the sister-site
// hand-off links of the spec (…/auth/{accessToken}).

const PAYLOAD = '<img src=x onerror=window.__xss=1>';
const SCRIPT = '<script>window.__xss=2</script>';

declare global {
  interface Window {
    __xss?: number;
  }
}

/** Every document address the tab showed; a hop off the site would be among them. */
function recordNavigations(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(frame.url());
  });
  return seen;
}

async function expectRenderedAsText(page: Page, container: string) {
  const box = page.locator(container).filter({ hasText: PAYLOAD }).first();
  await expect(box).toBeVisible();
  await expect(box).toContainText(`${PAYLOAD} ${SCRIPT}`);
  await expect(box.locator('img, script')).toHaveCount(0);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(await page.evaluate(() => window.__xss)).toBeUndefined();
}

test.describe('hostile input', () => {
  // Nothing here depends on the screen size: once, at desktop width.
  test.skip(({ isMobile }) => isMobile, 'desktop only');
  // Each test logs in, some several times: room for a slow, shared CI machine.
  test.describe.configure({ timeout: 60_000 });

  test('an announcement with markup is shown as text', async ({ page }) => {
    await page.goto('/');
    await steer(page, (mock, line) => mock.setAnnouncements([line]), `${PAYLOAD} ${SCRIPT}`);
    await page.reload();
    await expectRenderedAsText(page, 'section.alert');
  });

  test('a staff message with markup is shown as text in the list, the message and the reply dialog', async ({
    page,
  }) => {
    await page.goto('/login');
    await steer(
      page,
      (mock, text) => mock.addStaffMessage('patient@example.com', text),
      `${PAYLOAD} ${SCRIPT}`,
    );
    await fillLogin(page, 'patient@example.com');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/message');
    await expectRenderedAsText(page, 'li');
    await page.getByRole('link', { name: PAYLOAD }).first().click();
    await expect(page).toHaveURL(/\/message\/[0-9a-f]{24}$/);
    await expectRenderedAsText(page, 'main');
    await page.getByRole('button', { name: 'Reply' }).click();
    await expectRenderedAsText(page, '[role="dialog"]');
  });

  for (const next of ['//evil.example', 'https://evil.example', '/\\evil.example']) {
    test(`/login?next=${next} stays on the site after login`, async ({ page, baseURL }) => {
      const seen = recordNavigations(page);
      await page.goto(`/login?next=${encodeURIComponent(next)}`);
      await fillLogin(page, 'patient@example.com');
      await page.getByRole('button', { name: 'Log In' }).click();
      await expect(page).toHaveURL(`${baseURL}/dashboard`);
      expect(seen.filter((url) => !url.startsWith(`${baseURL}/`))).toEqual([]);
    });
  }

  for (const remembered of [
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '/.//evil.example',
    '/%2e%2e//evil.example',
    'javascript:window.__xss=3',
    '/\t/evil.example',
  ]) {
    test(`a remembered path of ${JSON.stringify(remembered)} stays on the site`, async ({
      page,
      baseURL,
    }) => {
      const seen = recordNavigations(page);
      await page.goto('/login');
      await page.evaluate((path) => sessionStorage.setItem('returnTo', path), remembered);
      await fillLogin(page, 'patient@example.com');
      await page.getByRole('button', { name: 'Log In' }).click();
      await expect(page).toHaveURL(`${baseURL}/dashboard`);
      expect(seen.filter((url) => !url.startsWith(`${baseURL}/`))).toEqual([]);
      expect(await page.evaluate(() => window.__xss)).toBeUndefined();
      expect(await page.evaluate(() => sessionStorage.getItem('returnTo'))).toBeNull();
    });
  }

  test('a patient page reached by an odd address comes back on the site after login', async ({
    page,
    baseURL,
  }) => {
    const seen = recordNavigations(page);
    // The guard remembers this path; it must come back as a path here, not as //evil.example.
    await page.goto('/message/%2e%2e%2f%2fevil.example');
    await expect(page).toHaveURL(`${baseURL}/login`);
    await fillLogin(page, 'patient@example.com');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(`${baseURL}/message/%2e%2e%2f%2fevil.example`);
    expect(seen.filter((url) => !url.startsWith(`${baseURL}/`))).toEqual([]);
  });

  test('the access token appears in no address, the sister sites’ hand-offs included', async ({
    page,
  }) => {
    // Five hand-offs, each a full page load there and back.
    test.setTimeout(120_000);
    // The sister sites are not reachable from here: answer their hand-off pages locally.
    await page.route(/^https:\/\/[a-z-]+\.clinicportal\.ca\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Sister site</title>' }),
    );
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const seen = recordNavigations(page);

    const tokens = watchSessionTokens(page);
    await logIn(page, 'patient@example.com');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const tokenText = tokens.last();
    expect(tokenText).toMatch(/^\w{20,}$/);

    // Every page a patient walks through: no link, address or call carries the token.
    for (const path of ['/dashboard', '/message', '/account']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const hrefs = await page
        .locator('a[href]')
        .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
      expect(
        hrefs.filter((href) => href.includes(tokenText)),
        path,
      ).toEqual([]);
    }

    // The dashboard's sister-site buttons: a single-use code goes in the path, after /auth/, never
    // the token (security review E2; e2e/handoff.spec.ts proves the codes themselves).
    const handOffs = [
      { name: 'Medication refill', url: /^https:\/\/refill\.clinicportal\.ca\/auth\/[^/]+$/ },
      {
        name: 'Lab and radiology tests',
        url: /^https:\/\/labtest\.clinicportal\.ca\/auth\/[^/]+\/[0-9a-z]{8}$/,
      },
      {
        name: 'Family medicine appointment',
        url: /^https:\/\/booking\.clinicportal\.ca\/auth\/[^/]+\/null$/,
      },
      {
        name: 'ICBC (car crash) appointment',
        url: /^https:\/\/booking\.clinicportal\.ca\/auth\/[^/]+\/I$/,
      },
      {
        name: "Driver's medical exam",
        url: /^https:\/\/booking\.clinicportal\.ca\/auth\/[^/]+\/D$/,
      },
    ];
    for (const { name, url } of handOffs) {
      await page.goto('/dashboard');
      await page.getByRole('button', { name }).click();
      await expect(page).toHaveURL(url);
    }

    // No address the browser asked for or went to holds the token.
    expect([...requested, ...seen].filter((url) => url.includes(tokenText))).toEqual([]);
  });
});
