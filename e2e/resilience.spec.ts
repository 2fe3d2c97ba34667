import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { expectNoAxeViolations } from './support';
import { startPatientSession } from './pages/session';

// Issue 14 point 8 (security review finding 9): a release replaces the hashed chunks, so a page
// open from before asks for files that answer 404. The page reloads once to fetch the new ones;
// if that does not help, the error page shows (never a blank page, never a reload loop), and the
// clinic hears of it either way through /services/saveerror.

const ERROR_HEADING = 'Something went wrong on this page';

/**
 * The hashed name of the chunk built from `source` (scripts are named by their hash alone: the
 * build's manifest says which is which).
 */
function chunkOf(source: string): string {
  const dist = process.env.E2E_DIST ?? 'dist-e2e';
  const manifest = JSON.parse(
    readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const file = manifest[source]?.file;
  if (!file) throw new Error(`No chunk for ${source} in the build's manifest`);
  return path.basename(file, '.js');
}

const FAQ_PAGE = chunkOf('src/features/site/FaqPage.tsx');
const PATIENT_SESSION = chunkOf('src/app/PatientSession.tsx');

/**
 * Answers 404 for a file of the app (a chunk by its hash, or a locale file by its namespace), as
 * a server does once a release has replaced it, while `failing()` says so. On the context: the
 * mock clinic's service worker fetches the page's scripts, and only the context's routes see its
 * requests.
 */
async function removeChunk(
  context: BrowserContext,
  chunk: string,
  failing: () => boolean,
  extension = 'js',
) {
  const asked = { failed: 0, served: 0 };
  const name = extension === 'js' ? `${chunk}\\.js` : `${chunk}-[\\w-]+\\.${extension}`;
  await context.route(new RegExp(`/assets/${name}$`), (route) => {
    if (failing()) {
      asked.failed += 1;
      return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
    }
    asked.served += 1;
    return route.continue();
  });
  return asked;
}

/** Counts the documents the tab loads (the first visit, then each reload). */
function countDocuments(page: Page): () => number {
  let documents = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
  });
  return () => documents;
}

const reportsAbout = (page: Page, text: string) =>
  page.evaluate(
    (t) =>
      window.mockClinic
        .errorReports()
        .filter((report) => report.err.includes(t) || report.details.includes(t)),
    text,
  );

/**
 * `name` (a page chunk, or with 'json' a locale file) is missing for the first document only:
 * /faq shows after one reload, which finds the new file.
 */
async function faqAfterOneReload(page: Page, context: BrowserContext, name: string, ext?: 'json') {
  const documents = countDocuments(page);
  const asked = await removeChunk(context, name, () => documents() <= 1, ext);
  await page.goto('/faq');
  await expect(
    page.getByRole('heading', { level: 1, name: /Frequently Asked Questions/i }),
  ).toBeVisible();
  expect(documents()).toBe(2);
  expect(asked.failed).toBeGreaterThanOrEqual(1);
  return asked;
}

test.describe('a chunk that a release replaced', () => {
  test('a page chunk answering 404 reloads the page once, then shows the error page, reported', async ({
    page,
    context,
  }) => {
    const documents = countDocuments(page);
    const asked = await removeChunk(context, FAQ_PAGE, () => true);
    await page.goto('/faq');

    await expect(page.getByRole('heading', { level: 1, name: ERROR_HEADING })).toBeVisible();
    // Exactly one reload: the first visit and the reloaded page, and no more afterwards.
    expect(documents()).toBe(2);
    await page.waitForTimeout(1_500);
    expect(documents()).toBe(2);
    expect(asked.failed).toBeGreaterThanOrEqual(2);
    // A page's failure leaves the navbar usable.
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

    // Reported before the reload and again with the error page.
    await expect.poll(async () => (await reportsAbout(page, FAQ_PAGE)).length).toBe(2);
    const reports = await reportsAbout(page, FAQ_PAGE);
    expect(reports.map((report) => report.details).join('\n')).toContain('reloading once');
    expect(reports.map((report) => report.details).join('\n')).toContain('error page');
    expect(reports.every((report) => report.details.includes('path: /faq'))).toBe(true);
    await expectNoAxeViolations(page);

    // The way out works once the release's files are there.
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'How we can help' })).toBeVisible();
  });

  test('a chunk that fails once and then loads shows the page after one reload', async ({
    page,
    context,
  }) => {
    const asked = await faqAfterOneReload(page, context, FAQ_PAGE);
    expect(asked.served).toBe(1);
    await expect(page.getByRole('heading', { name: ERROR_HEADING })).toBeHidden();
    await expect.poll(async () => (await reportsAbout(page, FAQ_PAGE)).length).toBe(1);
  });

  test('the patient session (the navbar area) failing shows the error page for the whole app', async ({
    page,
    context,
  }) => {
    await startPatientSession(page);
    const documents = countDocuments(page);
    const asked = await removeChunk(context, PATIENT_SESSION, () => true);
    await page.reload();

    // Outside any page's boundary: the boundary around the whole app takes its place, with no
    // navbar left half drawn, and the patient can still reload or go home.
    const heading = page.getByRole('heading', { level: 1, name: ERROR_HEADING });
    await expect(heading).toBeVisible();
    await expect(page.getByRole('main')).toContainText(ERROR_HEADING);
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Reload the page' })).toBeEnabled();
    expect(documents()).toBe(2);
    expect(asked.failed).toBeGreaterThanOrEqual(2);
    await expect.poll(async () => (await reportsAbout(page, PATIENT_SESSION)).length).toBe(2);
    await expectNoAxeViolations(page);
  });
});

test.describe('a locale file that a release replaced', () => {
  test('missing once: the page shows after one reload', async ({ page, context }) => {
    await faqAfterOneReload(page, context, 'faq', 'json');
    await expect.poll(async () => (await reportsAbout(page, 'Locale en/faq')).length).toBe(1);
  });

  test('the common texts missing for good: one reload, then a static message in both languages', async ({
    page,
    context,
  }) => {
    const documents = countDocuments(page);
    await removeChunk(context, 'common', () => true, 'json');
    await page.goto('/faq');
    // Built without i18next (which has no texts to give): both languages, English first here.
    await expect(page.getByRole('heading', { level: 1, name: ERROR_HEADING })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '此頁面發生錯誤' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
    await expect(page.getByRole('button', { name: '重新載入頁面' })).toBeVisible();
    expect(documents()).toBe(2);
    await page.waitForTimeout(1_500);
    expect(documents()).toBe(2);
    await expect.poll(async () => (await reportsAbout(page, 'Locale en/common')).length).toBe(2);
    await expectNoAxeViolations(page);
  });
});

test.describe('CSP violations', () => {
  test('a blocked image is reported by directive and origin, without the token of the page', async ({
    page,
  }) => {
    // A token page: its path must reach the report without the token.
    await page.goto('/medical/records/records-demo-token');
    await page.waitForFunction(() => 'mockClinic' in window);
    // The mock build is served without a CSP header; a policy in a meta element is enforced
    // from the moment it is inserted, so the browser raises a real violation.
    await page.evaluate(() => {
      const meta = document.createElement('meta');
      meta.httpEquiv = 'Content-Security-Policy';
      meta.content = "img-src 'self' data:";
      document.head.append(meta);
      const img = document.createElement('img');
      img.alt = '';
      img.src = 'https://tracker.example/pixel.png?token=records-demo-token';
      document.body.append(img);
    });
    await expect
      .poll(async () => (await reportsAbout(page, 'CSP violation')).map((report) => report.err))
      .toEqual(['CSP violation: img-src blocked https://tracker.example']);
    const [report] = await reportsAbout(page, 'CSP violation');
    expect(JSON.stringify(report)).not.toContain('records-demo-token');
    expect(JSON.stringify(report)).not.toContain('pixel.png');
  });
});
