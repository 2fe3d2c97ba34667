import { serviceUrl } from '../../scripts/e2e-prod-env.mjs';
import type { CspReport } from '../../src/testing/mock-clinic/handlers/cspReport';
import { CARDS } from '../payment-helpers';
import { MESSAGE_ID, sweepRoutes } from '../sweep-routes';
import { expect, logIn, test as prodTest, tickBotCheck, type Page } from './fixtures';
import {
  hostileRecaptcha,
  hostileStripe,
  nextCallWithToken,
  patientRoutesOfTheTable,
  probe,
  publicOnlyCode,
  publicOnlyGlobals,
  recordArrivals,
  recordViolations,
  violations,
  watchTokens,
  whereTokensAre,
} from './third-party-reach';
import { cardFrame, fillStripeCard, requestSickNoteToPayment } from './journeys';
import { TEXT } from './texts';

// Issue 28 points 1 and 4 on the production bundle under nginx and its policy, against
// `npm run mock-server` (which sets the real HttpOnly refresh cookie), with the providers'
// scripts answered by e2e/stand-ins/ at their own addresses (docs/session-security.md):
// - on every patient page, the session token is nowhere a script can read it, and no reCAPTCHA
//   or analytics code is in the document;
// - a hostile script at Stripe.js's address, on the payment page, reads no token and no card
//   number, and every send of what it read is refused by the policy;
// - a hostile script at reCAPTCHA's address, on the login page, keeps nothing the patient's page
//   can be found holding a token in, and is gone from that page.
//
// What the design does not stop, and these tests do not claim: a script running in a page
// beside a session can hook XMLHttpRequest and fetch and read the x-auth-token of every call made
// while it runs, make calls as the patient itself, and read the app's memory (React's internals
// lead from the page's DOM to the store, and to the token: a logged-in patient's public page
// that loads reCAPTCHA still holds it there, though its calls go without it). That is why no
// reCAPTCHA or analytics code may share a document with a session (the first test), and why
// Stripe.js, the one that must, is kept to the payment pages. The policy keeps the providers'
// own addresses open where their code needs them (connect-src api.stripe.com, frame-src
// js.stripe.com and hooks.stripe.com, img-src and frame-src www.google.com): a hostile script can
// still carry data there, in a call or in a frame's address, and leave by a top-level navigation.

// Chromium sends Reporting API reports in batches about a minute apart; this switch (made for
// its own web tests) sends them at once. The policy and what is reported do not change.
const test = prodTest.extend({
  launchOptions: [
    async ({ launchOptions }, use) => {
      await use({
        ...launchOptions,
        args: [...(launchOptions.args ?? []), '--short-reporting-delay'],
      });
    },
    { scope: 'worker' },
  ],
});

const PATIENT = 'patient@example.com';
const PASSWORD = 'Clinic2026!';
const CARD = CARDS.visa;
const CARD_DIGITS = CARD.replace(/\D/g, '');

/** The page's reCAPTCHA and analytics code and globals, and where a script finds a token. */
async function expectOutOfReach(page: Page, tokens: Set<string>, where: string) {
  expect(tokens.size, 'the page has been given a session token').toBeGreaterThan(0);
  const found = await probe(page);
  expect.soft(publicOnlyCode(found), `${where}: reCAPTCHA or analytics code`).toEqual([]);
  expect.soft(publicOnlyGlobals(found), `${where}: reCAPTCHA or analytics globals`).toEqual([]);
  expect.soft(whereTokensAre(found.readable, tokens), `${where}: a readable token`).toEqual([]);
  return found;
}

test('On every patient page, no token where a script can read it, and no reCAPTCHA or analytics script after login', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const table = patientRoutesOfTheTable();
  const routes = sweepRoutes.filter((route) => route.access === 'patient');
  expect(table.length, 'the route table has patient routes').toBeGreaterThan(10);
  // A patient route added to the table without an address here fails now, not silently.
  expect(routes.map((route) => route.path).sort()).toEqual([...table].sort());
  const tokens = watchTokens(page);

  await page.goto('/login');
  await page.getByLabel(TEXT.en.email).fill(PATIENT);
  await page.getByLabel(TEXT.en.password).fill(PASSWORD);
  await tickBotCheck(page);
  await page.getByRole('button', { name: TEXT.en.logIn }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const visited: string[] = [];
  let messageId = '';
  for (const route of routes) {
    if (route.visit.includes(MESSAGE_ID) && !messageId) {
      const href = await page.locator('main a[href^="/message/"]').first().getAttribute('href');
      messageId = href?.split('/').pop() ?? '';
      expect(messageId, 'a message to open').not.toBe('');
    }
    const address = route.visit.replace(MESSAGE_ID, messageId);
    await test.step(address, async () => {
      const called = nextCallWithToken(page);
      // One payment page is reached with a request to pay for, so Stripe's card frame is in it;
      // the other is opened as an address, as a patient may.
      if (route.path === '/sick-note/payment') {
        await requestSickNoteToPayment(page, 'en');
        await expect(cardFrame(page).getByLabel(TEXT.en.number)).toBeVisible();
      } else {
        await page.goto(address);
      }
      // The page holds a session: it calls the service as the patient.
      await called;
      await expect(page).not.toHaveURL(/\/login/);
      await expect(page.locator('h1').first()).toBeVisible();
      await expectOutOfReach(page, tokens, address);
    });
    visited.push(route.path);
  }
  expect(visited.sort()).toEqual([...table].sort());

  await test.step('the refresh cookie: HttpOnly, Secure, SameSite=Strict, not in document.cookie', async () => {
    const refresh = (await context.cookies()).find((cookie) => cookie.name === 'clinic_refresh');
    // Secure only where the service's address is https (the mock service on plain http leaves
    // it out, since WebKit keeps no Secure cookie from http: src/testing/mock-clinic/refreshCookie.ts).
    expect(refresh).toMatchObject({
      httpOnly: true,
      secure: serviceUrl.startsWith('https:'),
      sameSite: 'Strict',
    });
    const found = await probe(page);
    expect(found.readable['document.cookie']).not.toContain('clinic_refresh');
    expect(whereTokensAre(found.readable, [refresh?.value ?? 'no cookie'])).toEqual([]);
  });

  // A logged-in patient on a public page that loads reCAPTCHA follows the app's own link to the
  // dashboard: the dashboard is another document, without reCAPTCHA, holding the session again.
  for (const lang of ['cn', 'en'] as const) {
    await test.step(`/validate (${lang}) → the navigation's link to the dashboard`, async () => {
      await page.goto(`/validate?lang=${lang}`);
      await expect(
        page.frameLocator('iframe[title="reCAPTCHA"]').getByRole('checkbox'),
      ).toBeVisible();
      const link = page.getByRole('link', { name: TEXT[lang].dashboard, exact: true });
      await expect(link).toBeVisible();
      await page.evaluate(() => {
        (window as unknown as { __marker: string }).__marker = 'the /validate document';
      });
      const called = nextCallWithToken(page);
      await link.click();
      await expect(page).toHaveURL(/\/dashboard$/);
      // The address changes in the page first, then the fresh load begins: a probe caught in
      // that load finds no page to run in (it failed a clean-clone run once), and asks again.
      await expect
        .poll(
          () =>
            probe(page).then(
              (found) => found.marker,
              () => 'the page is loading',
            ),
          { message: 'a fresh document' },
        )
        .toBeUndefined();
      await called;
      await expect(page.locator('h1').first()).toBeVisible();
      await expectOutOfReach(page, tokens, `/dashboard from /validate (${lang})`);
    });
  }

  await test.step('logout clears the refresh cookie', async () => {
    await page.getByRole('button', { name: TEXT.en.logOut }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect
      .poll(async () => (await context.cookies()).map((cookie) => cookie.name))
      .not.toContain('clinic_refresh');
  });
});

// The design's claim for a public page that holds reCAPTCHA: once the script joins, the page lets
// go of the token, so no call, and no handshake of the realtime channel (socket.io's CONNECT
// packet, an XHR POST while it polls, or a WebSocket frame), carries it. Before that was so, the
// channel's handshake sent it (found by this test, marked test.fail until it was fixed), and the
// nav's count of messages awaiting a reply went without it and was refused (401).
test("A logged-in patient's public page with reCAPTCHA sends no call carrying the token", async ({
  page,
}) => {
  const tokens = watchTokens(page);
  await logIn(page, PATIENT);
  expect(tokens.size, "the patient's page was given the token").toBeGreaterThan(0);

  const carried: string[] = [];
  let joined = false;
  const carries = (text: string) => [...tokens].some((token) => text.includes(token));
  page.on('request', (request) => {
    if (request.url().startsWith('https://www.google.com/recaptcha/api.js')) joined = true;
    if (!joined || !request.url().startsWith(serviceUrl)) return;
    if (carries(`${JSON.stringify(request.headers())} ${request.postData() ?? ''}`)) {
      carried.push(`${request.method()} ${new URL(request.url()).pathname}`);
    }
  });
  page.on('websocket', (socket) =>
    socket.on('framesent', ({ payload }) => {
      if (joined && carries(String(payload))) carried.push(`websocket ${socket.url()}`);
    }),
  );
  // The channel opens once the page has the patient; a page that does not open it is fine too.
  const channel = page.waitForEvent('websocket', { timeout: 5_000 }).catch(() => null);
  await page.goto('/validate');
  await expect(page.frameLocator('iframe[title="reCAPTCHA"]').getByRole('checkbox')).toBeVisible();
  await channel;
  expect(joined, 'reCAPTCHA joined the page').toBe(true);
  expect(carried).toEqual([]);
});

interface HostileRead {
  round: string;
  localStorage: Record<string, string>;
  fields: { name: string; autocomplete: string; value: string }[];
  frames: { src: string; contentDocument: string; windowDocument: string }[];
}

interface Hostile {
  reads: HostileRead[];
  messages: { origin: string; data: string }[];
  attempts: { channel: string; target: string; outcome: string }[];
  finished?: string;
}

const STRIPE_COLLECT = 'https://js.stripe.com/collect';
const ELSEWHERE = 'https://evil.example/collect';
/** An address's origin ('inline' and the like as they are). */
const origin = (address: string) => (URL.canParse(address) ? new URL(address).origin : address);

/** The policy the page was answered with names a report endpoint. */
async function reportsTo(page: Page): Promise<boolean> {
  const response = await page.request.get(page.url());
  const policy = response.headers()['content-security-policy'] ?? '';
  return /report-(uri|to) /.test(policy);
}

// English at 1280 px, Chinese at 375 px (playwright.prod.config.ts: @phone-only).
for (const lang of ['en', 'cn'] as const) {
  test(
    `A hostile third party at Stripe's address (${lang}): no token, no card number, every send refused`,
    lang === 'cn' ? { tag: '@phone-only' } : {},
    async ({ page, service, problems }) => {
      // What this test causes: the policy's refusals of the hostile script's sends.
      problems.allow(/evil\.example|js\.stripe\.com\/collect|CSP violation: (connect|img)-src/);
      await recordViolations(page);
      await hostileStripe(page);
      const arrived = await recordArrivals(page, [STRIPE_COLLECT, ELSEWHERE]);
      const tokens = watchTokens(page);

      await logIn(page, PATIENT);
      await requestSickNoteToPayment(page, lang);
      await fillStripeCard(page, CARD, lang);
      const card = cardFrame(page);
      // The card is typed: it is there, in Stripe's frame.
      await expect(card.getByLabel(TEXT[lang].number)).toHaveValue(/4242/);
      await page.evaluate(() => window.dispatchEvent(new Event('hostile:go')));
      await page.waitForFunction(
        () => (window as unknown as { __hostile?: Hostile }).__hostile?.finished === 'after-card',
      );
      const hostile = await page.evaluate(
        () => (window as unknown as { __hostile: Hostile }).__hostile,
      );
      const afterCard = hostile.reads.find((read) => read.round === 'after-card');

      // It could read the page's storage (the login's mark is there) ...
      expect(afterCard?.localStorage).toHaveProperty('session');
      // ... but found no token in anything it read or heard.
      expect(tokens.size, 'the payment page called the service as the patient').toBeGreaterThan(0);
      const seen = {
        reads: JSON.stringify(hostile.reads),
        messages: JSON.stringify(hostile.messages),
      };
      expect(whereTokensAre(seen, tokens)).toEqual([]);

      // The card number: in Stripe's frame only, which the page cannot look into.
      const readCardFrame = afterCard?.frames.find((frame) =>
        frame.src.startsWith('https://js.stripe.com/'),
      );
      expect(readCardFrame).toMatchObject({
        contentDocument: 'null',
        windowDocument: 'threw SecurityError',
      });
      expect(afterCard?.fields.filter((field) => /^cc-/.test(field.autocomplete))).toEqual([]);
      for (const [where, text] of Object.entries(seen)) {
        expect(
          text.replace(/\s/g, ''),
          `the card number in the hostile script's ${where}`,
        ).not.toContain(CARD_DIGITS);
      }

      // Every send, at load and after the card, by fetch, XHR, beacon and image, to Stripe's
      // origin and to another: refused by the page's policy, so none reached its address.
      expect(hostile.attempts).toHaveLength(16);
      // Only fetch and XHR tell a refusal from an answer: sendBeacon says true once the browser
      // has taken the beacon, before the policy is applied, and an image fails alike when it is
      // refused and when the answer is no picture. The arrivals and the violations below say
      // that none of them left.
      expect(
        hostile.attempts.filter(
          (attempt) =>
            (attempt.channel === 'fetch' || attempt.channel === 'xhr') &&
            !/^refused/.test(attempt.outcome),
        ),
      ).toEqual([]);
      expect(arrived).toEqual([]);
      const refused = await violations(page);
      for (const attempt of hostile.attempts) {
        const directive = attempt.channel === 'image' ? 'img-src' : 'connect-src';
        expect(
          refused.some(
            (violation) =>
              violation.directive === directive && violation.uri.startsWith(attempt.target),
          ),
          `a ${directive} violation for ${attempt.channel} to ${attempt.target}`,
        ).toBe(true);
      }
      // The browser reported them to the clinic service, where the policy names an endpoint
      // and the browser delivers there (e2e/prod/csp.spec.ts proves the delivery itself).
      if (await reportsTo(page)) {
        const reported = async () =>
          new Set(
            (await service.get<CspReport[]>('csp-reports'))
              .filter((report) => report.documentURL.includes('/sick-note/payment'))
              .map((report) => `${report.effectiveDirective} ${origin(report.blockedURL)}`),
          );
        let delivered = false;
        for (const start = Date.now(); !delivered && Date.now() - start < 3_000;) {
          delivered = (await reported()).size > 0;
          if (!delivered) await page.waitForTimeout(250);
        }
        if (delivered) {
          await expect
            .poll(reported, { timeout: 10_000 })
            .toEqual(
              new Set([
                `connect-src ${origin(STRIPE_COLLECT)}`,
                `img-src ${origin(STRIPE_COLLECT)}`,
                `connect-src ${origin(ELSEWHERE)}`,
                `img-src ${origin(ELSEWHERE)}`,
              ]),
            );
        } else {
          test.info().annotations.push({
            type: 'csp-reports',
            description: 'the policy names a report endpoint, but no report arrived in 3 s',
          });
        }
      }
    },
  );
}

interface Kept {
  localStorage: Record<string, string>;
  sessionStorage: Record<string, string>;
  cookie: string;
  database: string;
  cache: string;
  serviceWorkers: number;
  hostileHere: boolean;
}

/** What the hostile reCAPTCHA script kept, read on the page after the login. */
function readKept(page: Page): Promise<Kept> {
  return page.evaluate(async () => {
    const hostileEntries = (storage: Storage) =>
      Object.fromEntries(
        Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '')
          .filter((key) => key.startsWith('hostile.'))
          .map((key) => [key, storage.getItem(key) ?? '']),
      );
    const database = await new Promise<string>((resolve) => {
      const opening = indexedDB.open('hostile-db', 1);
      opening.onupgradeneeded = () => opening.result.createObjectStore('loot');
      opening.onerror = () => resolve('');
      opening.onsuccess = () => {
        const reading = opening.result.transaction('loot').objectStore('loot').get('latest');
        reading.onsuccess = () => resolve(String(reading.result ?? ''));
        reading.onerror = () => resolve('');
      };
    });
    const cached = await (await caches.open('hostile-cache')).match('/hostile/latest');
    return {
      localStorage: hostileEntries(localStorage),
      sessionStorage: hostileEntries(sessionStorage),
      cookie: document.cookie,
      database,
      cache: cached ? await cached.text() : '',
      serviceWorkers: (await navigator.serviceWorker.getRegistrations()).length,
      hostileHere: '__hostile' in window,
    };
  });
}

for (const lang of ['en', 'cn'] as const) {
  test(
    `A hostile third party at reCAPTCHA's address (${lang}): what it keeps carries no token, and the patient's page is rid of it`,
    lang === 'cn' ? { tag: '@phone-only' } : {},
    async ({ page, problems }) => {
      // What this test causes: the policy's refusals of the hostile script's send and worker.
      problems.allow(/evil\.example|hostile-sw\.js|CSP violation: (connect|worker)-src/);
      await hostileRecaptcha(page);
      const arrived = await recordArrivals(page, [ELSEWHERE]);
      const tokens = watchTokens(page);

      const text = TEXT[lang];
      await page.goto(`/login?lang=${lang}`);
      await page.getByLabel(text.email).fill(PATIENT);
      await page.getByLabel(text.password).fill(PASSWORD);
      await tickBotCheck(page);
      // The hostile script is at work in the login page.
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('hostile.loot.tick')))
        .toBeTruthy();
      const called = nextCallWithToken(page);
      await page.getByRole('button', { name: text.logIn, exact: true }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await called;
      await expect(page.locator('h1').first()).toBeVisible();

      // The patient's page: another document, without reCAPTCHA's script or the hostile code.
      await expectOutOfReach(page, tokens, '/dashboard after the login');
      const kept = await readKept(page);
      expect(kept.hostileHere).toBe(false);

      // It read the login page's storage until the page went (the login's mark was there) ...
      const last = JSON.parse(kept.localStorage['hostile.loot.pagehide'] ?? '{}') as {
        localStorage?: Record<string, string>;
      };
      expect(last.localStorage).toHaveProperty('session');
      // ... and what it kept, wherever it kept it, holds no token.
      const keptText = {
        localStorage: JSON.stringify(kept.localStorage),
        sessionStorage: JSON.stringify(kept.sessionStorage),
        cookie: kept.cookie,
        IndexedDB: kept.database,
        'Cache Storage': kept.cache,
      };
      expect(whereTokensAre(keptText, tokens)).toEqual([]);
      // No service worker outlives the page to watch later calls, and nothing left for elsewhere.
      expect(kept.localStorage['hostile.serviceWorker']).toMatch(/^refused/);
      expect(kept.serviceWorkers).toBe(0);
      expect(kept.localStorage['hostile.send']).toMatch(/^refused/);
      expect(arrived).toEqual([]);
    },
  );
}
