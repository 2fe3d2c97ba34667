import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serviceUrl } from '../../scripts/e2e-prod-env.mjs';
import { expect, logIn, test } from './fixtures';

// Issue 26 point 8 (security review N6): another page open in the developer's browser cannot
// drive `npm run mock-server`. A page of another origin on this machine (no private-network rule
// stands in the way: it is as local as the portal) sends the controls the simple requests a
// browser sends without asking first; the service refuses them, and nothing changes.

/**
 * Another site, served from this machine for real: a page Playwright made up would have no
 * address, and Chromium's local-network rule would block its calls before the service heard them.
 */
async function otherSite(): Promise<{ url: string; server: Server }> {
  const server = createServer((_, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html' });
    response.end('<!doctype html><title>Other site</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, server };
}

test('a page of another origin cannot break, reset or read the mock service', async ({
  page,
  problems,
}) => {
  // The browser reports the refused calls; they are the test's own.
  problems.allow(/__mock|favicon/);
  const other = await otherSite();
  await page.goto(other.url);
  const answers = await page.evaluate(async (service) => {
    const send = async (path: string, body: string) => {
      try {
        const response = await fetch(`${service}/__mock/${path}`, {
          method: 'POST',
          mode: 'no-cors',
          headers: { 'Content-Type': 'text/plain' },
          body,
        });
        return response.type;
      } catch {
        return 'refused';
      }
    };
    return [
      await send('fail-next', '{"method":"POST","path":"/login","kind":"500","times":5}'),
      await send('clinic-online', '{"online":false}'),
    ];
  }, serviceUrl);
  other.server.close();
  // The calls reached the service (an opaque answer each); what it did is checked below.
  expect(answers).toEqual(['opaque', 'opaque']);

  // The portal still logs in (no failure was planted) and shows the clinic online.
  await logIn(page, 'patient@example.com');
  await expect(page.getByText(/system is offline/)).toHaveCount(0);
});
