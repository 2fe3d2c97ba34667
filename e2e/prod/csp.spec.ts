import { portalOrigin } from '../../scripts/e2e-prod-env.mjs';
import type { CspReport } from '../../src/testing/mock-clinic/handlers/cspReport';
import { expect, formAtPayment, test, type Page } from './fixtures';

// The strict policy on the production path (issue 28 point 3): the production bundle under
// nginx with deploy/'s policy, each page's scripts trusted by that answer's nonce and what they
// add by 'strict-dynamic' (reCAPTCHA and Stripe.js come in that way), and a violation reported
// by the browser itself to the clinic service's POST /csp-report (npm run mock-server). Every
// other production-path journey already fails on any refusal (fixtures.ts).

// Over the suite's plain HTTP the policy reports by report-uri alone (Chromium takes report-to
// from HTTPS pages only): a report arrives at once, in the application/csp-report form.

/** The nonce of the policy the page was answered with, and the nonce its scripts carry. */
async function nonces(page: Page, path: string): Promise<{ header: string; page: string[] }> {
  const response = await page.goto(path);
  const policy = (await response?.allHeaders())?.['content-security-policy'] ?? '';
  const header = policy.match(/'nonce-([0-9a-f]{32})'/)?.[1] ?? '';
  const scripts = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement>('script[nonce]')].map((s) => s.nonce),
  );
  return { header, page: scripts };
}

/** A script the app added (by its address), and whether it came without a nonce of its own. */
async function addedScript(page: Page, prefix: string): Promise<{ nonce: string } | null> {
  return page.evaluate((start) => {
    const script = [...document.scripts].find((s) => s.src.startsWith(start));
    return script ? { nonce: script.nonce } : null;
  }, prefix);
}

test('each answer has its own nonce, and every script of the page carries it', async ({ page }) => {
  const first = await nonces(page, '/login');
  const second = await nonces(page, '/login');
  expect(first.header).toMatch(/^[0-9a-f]{32}$/);
  expect(second.header).not.toBe(first.header);
  // The guard and the loader inline, and the meta element Vite's preloader reads it from.
  expect(second.page.length).toBeGreaterThanOrEqual(2);
  expect(new Set(second.page)).toEqual(new Set([second.header]));
});

test('the app boots under the policy: reCAPTCHA and Stripe.js come in by strict-dynamic', async ({
  page,
}) => {
  await page.goto('/login');
  const box = page.frameLocator('iframe[title="reCAPTCHA"]').getByRole('checkbox');
  await expect(box).toBeVisible();
  // react-google-recaptcha added Google's script, with no nonce: the app's nonced code added it.
  expect(await addedScript(page, 'https://www.google.com/recaptcha/api.js')).toEqual({
    nonce: '',
  });
  // Logged in from a fresh /login, on a work form's payment page.
  await formAtPayment(page);
  await expect(
    page.frameLocator('iframe[title="Secure card payment input frame"]').getByLabel('Card number'),
  ).toBeVisible();
  expect(await addedScript(page, 'https://js.stripe.com/')).toEqual({ nonce: '' });
});

test('injected markup runs nothing, and the browser reports it to the clinic service', async ({
  browser,
  service,
}) => {
  // A context of its own: under the stand-ins' routes (request interception) Chromium does not
  // send the report at all. This page needs no provider.
  const context = await browser.newContext();
  const page = await context.newPage();
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') refused.push(message.text());
  });
  const probe = `csp-probe-${Date.now()}`;
  await page.goto(`${portalOrigin}/faq?${probe}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    const markup = document.createElement('div');
    markup.innerHTML = '<img alt="" src="/favicon.ico" onload="window.injected = true">';
    document.body.append(markup);
  });
  await expect
    .poll(
      async () =>
        (await service.get<CspReport[]>('csp-reports')).filter((report) =>
          report.documentURL.includes(probe),
        ),
      { timeout: 15_000 },
    )
    .toEqual([
      expect.objectContaining({
        via: 'report-uri',
        effectiveDirective: 'script-src-attr',
        blockedURL: 'inline',
        disposition: 'enforce',
      }),
    ]);
  expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
  expect(refused).toEqual([expect.stringMatching(/^Executing inline event handler violates/)]);
  await context.close();
});
