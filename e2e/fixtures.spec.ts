import { expect, test } from './fixtures';

// Tests share one browser context per worker (fixtures.ts): this pair, run in order on one
// worker, proves that what a test leaves behind is gone before the next one starts.
test.describe.configure({ mode: 'serial' });

test.describe('a test starts as a first-time visitor', () => {
  test('a test leaves a language choice and a session behind', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      window.localStorage.setItem('leftover', 'yes');
      document.cookie = 'leftover=yes; path=/';
    });
    expect(await page.evaluate(() => window.localStorage.getItem('leftover'))).toBe('yes');
  });

  test('the next test finds none of it', async ({ page }) => {
    await page.goto('/');
    expect(await page.evaluate(() => window.localStorage.getItem('leftover'))).toBeNull();
    expect(await page.evaluate(() => document.cookie)).not.toContain('leftover');
  });
});
