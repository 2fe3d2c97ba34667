import { serviceUrl } from '../../scripts/e2e-prod-env.mjs';
import { test } from './fixtures';

// The journeys' watcher itself: what a test did not cause fails it. Each of these is expected to
// fail (test.fail), at the fixture's check after the test body. Each waits for the browser's
// report of what it caused, which may arrive after the page's own script has gone on.

test('a policy refusal fails the test', async ({ page }) => {
  test.fail();
  await page.goto('/policies');
  // An image from a host the policy does not list: Chromium refuses it and reports it.
  await Promise.all([
    page.waitForEvent('console', (message) => /CSP violation/.test(message.text())),
    page.evaluate(() => {
      const image = document.createElement('img');
      image.src = 'https://images.example.org/pixel.png';
      document.body.append(image);
    }),
  ]);
});

test('a console error fails the test', async ({ page }) => {
  test.fail();
  await page.goto('/policies');
  await Promise.all([
    page.waitForEvent('console', (message) => message.text() === 'something broke'),
    page.evaluate(() => console.error('something broke')),
  ]);
});

test('a failed request fails the test', async ({ page, service }) => {
  test.fail();
  await page.goto('/policies');
  await service.post('fail-next', { method: 'GET', path: '/me', kind: 'network' });
  await Promise.all([
    page.waitForEvent('requestfailed'),
    page.evaluate((url) => fetch(`${url}/me`).catch(() => undefined), serviceUrl),
  ]);
});
