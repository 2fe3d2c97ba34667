import { expect, test, type Page } from './fixtures';
import { openMenuIfCollapsed } from './support';

// Issue 16 point 10 (docs/routes.md#page-scroll): each page scrolls to its own section on load, an 800 ms
// animation (at once for a patient who asked for reduced motion); the focus follows a page
// change; Back returns to where the patient was.

// The suite runs with reduced motion (playwright.config.ts); the motion is what this file proves,
// so each of its pages has it back (per page: the worker's context is shared, e2e/fixtures.ts).
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
});

/** Records every scroll of the window, with its time, from the first byte of each page. */
async function recordScrolls(page: Page) {
  await page.addInitScript(() => {
    const seen: { t: number; y: number }[] = [];
    Object.assign(window, { scrollsSeen: seen });
    window.addEventListener('scroll', () => seen.push({ t: performance.now(), y: window.scrollY }));
  });
}

const scrollsSeen = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { scrollsSeen: { t: number; y: number }[] }).scrollsSeen,
  );

/**
 * How far the page's own section (the first thing in main) stands from where it belongs, at the
 * top of the window (less its scroll margin), in whole pixels either way.
 */
const sectionOffset = (page: Page) =>
  page.evaluate(() => {
    const section = document.querySelector('main')?.firstElementChild;
    if (!(section instanceof HTMLElement)) return Number.NaN;
    const margin = parseFloat(getComputedStyle(section).scrollMarginTop) || 0;
    return Math.abs(Math.round(section.getBoundingClientRect().top - margin));
  });

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Waits until the window has stopped moving, and the section is at its top. */
async function expectAtSection(page: Page) {
  // Within a pixel: the window stands on whole pixels, a section may start between two.
  await expect.poll(() => sectionOffset(page), { timeout: 5_000 }).toBeLessThanOrEqual(1);
  // Still there a moment later: nothing else moved it.
  await page.waitForTimeout(200);
  expect(await sectionOffset(page)).toBeLessThanOrEqual(1);
}

test.describe('each page scrolls to its own section', () => {
  test('the FAQ opens at its section, past the navigation bar, in an 800 ms animation', async ({
    page,
  }) => {
    await recordScrolls(page);
    await page.goto('/faq');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }),
    ).toBeInViewport();
    await expectAtSection(page);
    expect(await scrollY(page)).toBeGreaterThan(0);
    await expect(page.getByRole('banner')).not.toBeInViewport();

    const seen = await scrollsSeen(page);
    const moves = new Set(seen.map(({ y }) => y));
    expect(moves.size).toBeGreaterThan(4);
    const span = (seen.at(-1)?.t ?? 0) - (seen[0]?.t ?? 0);
    // About 800 ms: the first frame moves a little, the last lands.
    expect(span).toBeGreaterThan(500);
    expect(span).toBeLessThan(2_000);
  });

  test('a link to another page lands at its section, with the focus on its heading', async ({
    page,
  }) => {
    await page.goto('/faq');
    await expectAtSection(page);
    await openMenuIfCollapsed(page);
    await page.getByRole('link', { name: 'Policies', exact: true }).click();
    await expect(page).toHaveURL(/\/policies$/);
    const heading = page.getByRole('heading', { level: 1, name: 'Our clinic policies' });
    await expect(heading).toBeFocused();
    await expectAtSection(page);
  });

  test('in Chinese too', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/faq?lang=cn');
    await expect(page.getByRole('heading', { level: 1, name: '常見問題' })).toBeInViewport();
    await expectAtSection(page);
    await openMenuIfCollapsed(page);
    await page.getByRole('link', { name: '診所政策', exact: true }).click();
    await expect(page).toHaveURL(/\/policies$/);
    await expect(page.getByRole('heading', { level: 1, name: '本診所的政策' })).toBeFocused();
    await expectAtSection(page);
  });

  test('Back returns to where the patient was, without scrolling to the section', async ({
    page,
  }) => {
    await recordScrolls(page);
    await page.goto('/faq');
    await expectAtSection(page);
    await page.mouse.wheel(0, 1_500);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(1_000);
    const left = await scrollY(page);

    // A pointer click would first scroll the menu into view; the link is followed where it is.
    await page.getByRole('link', { name: 'Policies', exact: true }).dispatchEvent('click');
    await expect(page).toHaveURL(/\/policies$/);
    await expectAtSection(page);

    await page.evaluate(() => {
      (window as unknown as { scrollsSeen: unknown[] }).scrollsSeen.length = 0;
    });
    await page.goBack();
    await expect(page).toHaveURL(/\/faq$/);
    await expect.poll(() => scrollY(page)).toBe(left);
    await page.waitForTimeout(1_000);
    expect(await scrollY(page)).toBe(left);
    // One jump back, no animation through the page.
    const moves = new Set((await scrollsSeen(page)).map(({ y }) => y));
    expect(moves.size).toBeLessThanOrEqual(2);

    await page.goForward();
    await expect(page).toHaveURL(/\/policies$/);
    await expectAtSection(page);
  });
});

test.describe('for a patient who asked for reduced motion', () => {
  test('the page goes to its section at once, without animation', async ({ page }) => {
    // Per tab: the worker's browser context is shared by the tests (e2e/fixtures.ts).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await recordScrolls(page);
    await page.goto('/policies');
    await expectAtSection(page);
    const moves = new Set((await scrollsSeen(page)).map(({ y }) => y));
    expect(moves.size).toBe(1);
  });
});
