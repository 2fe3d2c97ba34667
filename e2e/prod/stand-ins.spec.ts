// The stand-ins for Stripe.js and reCAPTCHA (e2e/stand-ins) on their own, without the portal: a
// host page at a made-up origin, under a CSP as strict as the portal's, loads them the way
// @stripe/stripe-js and react-google-recaptcha do and drives their public APIs. The card provider
// is a small fake HTTP server here (install.ts forwards api.stripe.com with route.fetch, which
// goes to the network, not through the context's routes).

import AxeBuilder from '@axe-core/playwright';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { installStandIns } from '../stand-ins/install';
import { cardFrame, fillStripeCard } from './journeys';

const HOST = 'https://portal.stand-in.test';
/** The loader the portal bundles, served to the host page as it is. */
const STRIPE_JS = fileURLToPath(import.meta.resolve('@stripe/stripe-js/dist/index.mjs'));
const SITE_KEY = '6Lc-stand-in-site-key';
const PK = 'pk_test_standin123';
const SECRET = 'pi_3Ab_secret_xyz';
const CSP = [
  "default-src 'self'",
  "script-src 'self' https://js.stripe.com https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
  "style-src 'self'",
  'frame-src https://js.stripe.com https://hooks.stripe.com https://www.google.com',
  "connect-src 'self' https://api.stripe.com",
  "img-src 'self' data:",
].join('; ');

const HOST_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Stand-in host</title>
<script src="/host.js"></script></head>
<body><main><h1>Stand-in host</h1><div id="card"></div><div id="captcha"></div></main></body></html>`;

// What the libraries do, from a script of the page's own origin (no inline script under the CSP).
const HOST_SCRIPT = `
window.violations = [];
document.addEventListener('securitypolicyviolation', (e) =>
  window.violations.push(e.violatedDirective + ' ' + e.blockedURI));
window.events = [];
function load(src) {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.addEventListener('load', resolve);
    script.addEventListener('error', reject);
    document.head.appendChild(script);
  });
}
window.host = {
  // @stripe/stripe-js itself: its loadStripe injects the release train's script, checks the
  // version and registers itself.
  async mountCard(locale) {
    const { loadStripe } = await import('/stripe-js.mjs');
    const stripe = await loadStripe('${PK}');
    const elements = stripe.elements({ locale });
    const card = elements.create('card', { style: { base: { fontSize: '16px' } } });
    for (const name of ['change', 'ready', 'focus', 'blur']) {
      card.on(name, (event) => window.events.push({ name, event }));
    }
    card.mount('#card');
    Object.assign(window.host, { stripe, elements, card });
  },
  // As react-google-recaptcha: the onload callback, then explicit rendering.
  loadCaptcha() {
    return new Promise((resolve) => {
      window.onloadcallback = resolve;
      load('https://www.google.com/recaptcha/api.js?onload=onloadcallback&render=explicit');
    });
  },
  renderCaptcha(sitekey, hl) {
    const wrapper = document.createElement('div');
    const id = window.grecaptcha.render(wrapper, {
      sitekey,
      hl,
      callback: (token) => window.events.push({ name: 'token', token }),
      'expired-callback': () => window.events.push({ name: 'expired' }),
      'error-callback': () => window.events.push({ name: 'error' }),
    });
    document.getElementById('captcha').appendChild(wrapper);
    return id;
  },
};`;

interface Seen {
  method: string;
  url: string;
  authorization?: string;
  body: Record<string, unknown>;
}

/** The card provider's three endpoints, as src/testing/mock-clinic/handlers/cardProvider.ts answers them. */
function fakeCardProvider(seen: Seen[]): Server {
  const body = async (request: IncomingMessage) => {
    let text = '';
    for await (const chunk of request) text += String(chunk);
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  };
  return createServer(async (request, response) => {
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    const url = new URL(request.url ?? '/', 'http://fake');
    const data = await body(request);
    seen.push({
      method: request.method ?? '',
      url: url.pathname + url.search,
      authorization: request.headers.authorization,
      body: data,
    });
    const intent = /^\/card-provider\/v1\/payment_intents\/([^/]+)(\/authenticate)?$/.exec(
      url.pathname,
    );
    if (url.pathname === '/card-provider/v1/payment_methods' && request.method === 'POST') {
      const number = String(data.number);
      if (number === '4242424242424242') return json(200, { id: 'pm_1', card: { last4: '4242' } });
      return json(402, { error: { message: 'Your card number is incorrect.' } });
    }
    if (intent?.[1] === 'pi_paid' && url.searchParams.get('client_secret') === 'pi_paid_secret_1') {
      return json(200, { id: 'pi_paid', amount: 40, status: 'succeeded' });
    }
    if (intent?.[1] === 'pi_3Ab') {
      const secret = intent[2] ? data.client_secret : url.searchParams.get('client_secret');
      if (secret !== SECRET) return json(404, { error: { message: 'No such payment intent.' } });
      if (!intent[2]) return json(200, { id: 'pi_3Ab', amount: 65, status: 'requires_action' });
      if (data.outcome === 'complete')
        return json(200, { id: 'pi_3Ab', status: 'requires_action' });
      return json(402, {
        error: { message: 'We are unable to authenticate your payment method.' },
      });
    }
    return json(404, { error: { message: 'Not found' } });
  });
}

const seen: Seen[] = [];
let server: Server;
let cardApi = '';

test.beforeAll(async () => {
  server = fakeCardProvider(seen);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cardApi = `http://127.0.0.1:${(server.address() as AddressInfo).port}/card-provider`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let refused: string[] = [];

test.beforeEach(async ({ context, page }) => {
  seen.length = 0;
  refused = [];
  await installStandIns(context, { cardApi, siteKey: SITE_KEY });
  await page.route(`${HOST}/**`, (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === '/host.js') {
      return route.fulfill({ contentType: 'application/javascript', body: HOST_SCRIPT });
    }
    if (pathname === '/stripe-js.mjs') {
      return route.fulfill({ contentType: 'application/javascript', path: STRIPE_JS });
    }
    return route.fulfill({
      contentType: 'text/html',
      headers: { 'Content-Security-Policy': CSP },
      body: pathname === '/' ? HOST_PAGE : '<!doctype html><title>Returned</title><p>Back</p>',
    });
  });
  // A CSP refusal, or loadStripe's warning that the script is not the release it expects.
  page.on('console', (message) => {
    if (/Refused to|Stripe\.js@/.test(message.text())) refused.push(message.text());
  });
  await page.goto(`${HOST}/`);
});

// No stand-in may need what the portal's CSP refuses, in any test.
test.afterEach(async ({ page }) => {
  const violations = page.url().startsWith(HOST)
    ? await page.evaluate(() => (window as unknown as Host).violations ?? [])
    : [];
  expect([...refused, ...violations]).toEqual([]);
});

type StripeMethod =
  'createPaymentMethod' | 'handleCardAction' | 'confirmCardPayment' | 'retrievePaymentIntent';
/** What the host page and the stand-ins put on window, as the test reads it. */
type Host = {
  host: Record<string, (...args: unknown[]) => Promise<unknown>> & {
    stripe: Record<StripeMethod, (...args: unknown[]) => Promise<unknown>>;
    card: { update: (options: unknown) => void };
  };
  events: { name: string; event?: Record<string, unknown>; token?: string }[];
  violations: string[];
  Stripe: (key: string) => unknown;
  grecaptcha: { getResponse: (id: unknown) => string; reset: (id: unknown) => void };
};
const call = (page: Page, name: string, ...args: unknown[]) =>
  page.evaluate(([n, a]) => (window as unknown as Host).host[n as string]!(...(a as [])), [
    name,
    args,
  ] as const);
const lastChange = (page: Page) =>
  page.evaluate(
    () => (window as unknown as Host).events.filter((e) => e.name === 'change').at(-1)?.event,
  );
/** The error of the card field's last change event, asked until it matches. */
const cardError = (page: Page) => expect.poll(async () => (await lastChange(page))?.error);

/** The card element, mounted and ready. */
async function mountCard(page: Page, locale = 'en') {
  await call(page, 'mountCard', locale);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as Host).events.map((e) => e.name)))
    .toContain('ready');
}

const createPaymentMethod = (page: Page) =>
  page.evaluate(() => {
    const { stripe, card } = (window as unknown as Host).host;
    return stripe.createPaymentMethod({ type: 'card', card });
  });

test('Stripe refuses a key that is not a test key, as for an invalid key', async ({ page }) => {
  await call(page, 'mountCard', 'en');
  const message = await page.evaluate(() => {
    try {
      (window as unknown as Host).Stripe('sk_live_nope');
      return 'accepted';
    } catch (error) {
      return `${(error as Error).name}: ${(error as Error).message}`;
    }
  });
  expect(message).toMatch(/^IntegrationError: Invalid API Key provided/);
});

test("the card element's change events carry Stripe's validation texts", async ({ page }) => {
  await mountCard(page);
  const frame = cardFrame(page);
  const number = frame.getByLabel('Card number');

  // The frame posts each change to the page: each check waits for the one its step caused.
  await number.fill('4242 4242 4242 4241');
  await expect
    .poll(() => lastChange(page))
    .toMatchObject({
      elementType: 'card',
      empty: false,
      complete: false,
      brand: 'visa',
      error: { type: 'validation_error', code: 'invalid_number' },
    });
  await cardError(page).toHaveProperty('message', 'Your card number is invalid.');

  // An incomplete number is told once the field is left, not while typing.
  await number.fill('4242 4242');
  await cardError(page).toBeUndefined();
  await frame.getByLabel('Expiration date (MM / YY)').focus();
  await cardError(page).toMatchObject({
    code: 'incomplete_number',
    message: 'Your card number is incomplete.',
  });

  await number.fill('4242424242424242');
  await expect(number).toHaveValue('4242 4242 4242 4242');
  await frame.getByLabel('Expiration date (MM / YY)').fill('1220');
  await cardError(page).toMatchObject({
    code: 'invalid_expiry_year_past',
    message: "Your card's expiration year is in the past.",
  });
  await frame.getByLabel('Expiration date (MM / YY)').fill('12');
  await frame.getByLabel('CVC').focus();
  await cardError(page).toHaveProperty('message', "Your card's expiration date is incomplete.");
  await frame.getByLabel('Expiration date (MM / YY)').fill('1234');
  await frame.getByLabel('CVC').fill('12');
  await frame.getByLabel('Card number').focus();
  await cardError(page).toHaveProperty('message', "Your card's security code is incomplete.");
  await frame.getByLabel('CVC').fill('123');
  await expect
    .poll(() => lastChange(page))
    .toMatchObject({ complete: true, empty: false, brand: 'visa' });
  await cardError(page).toBeUndefined();

  // The frame is accessible, and labelled as Stripe labels it.
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
});

test('createPaymentMethod: validation without a request, then the card provider', async ({
  page,
}) => {
  await mountCard(page);
  const frame = cardFrame(page);

  await frame.getByLabel('Card number').fill('4242 4242 4242');
  expect(await createPaymentMethod(page)).toEqual({
    error: {
      type: 'validation_error',
      code: 'incomplete_number',
      message: 'Your card number is incomplete.',
    },
  });
  expect(seen).toEqual([]);

  await fillStripeCard(page, '4242 4242 4242 4242');
  expect(await createPaymentMethod(page)).toEqual({
    paymentMethod: {
      id: 'pm_1',
      object: 'payment_method',
      type: 'card',
      billing_details: {},
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
    },
  });
  expect(seen).toEqual([
    {
      method: 'POST',
      url: '/card-provider/v1/payment_methods',
      authorization: `Bearer ${PK}`,
      body: { number: '4242424242424242', expiry: '12/34', cvc: '123' },
    },
  ]);

  // A number the service refuses (a valid Luhn, not a test card), in the older call form.
  await frame.getByLabel('Card number').fill('4000 0566 5566 5556');
  const refusedCard = await page.evaluate(() => {
    const { stripe, card } = (window as unknown as Host).host;
    return stripe.createPaymentMethod('card', card);
  });
  expect(refusedCard).toEqual({
    error: { type: 'card_error', message: 'Your card number is incorrect.' },
  });
});

test('the card element in Hong Kong Chinese, and disabled by update()', async ({ page }) => {
  // The portal's locale (src/i18n/language.ts LOCALE_TAGS): Stripe's zh-HK.
  await mountCard(page, 'zh-HK');
  const frame = cardFrame(page);
  await expect(frame.getByLabel('卡號')).toBeVisible();
  await expect(frame.getByLabel('安全碼')).toBeVisible();
  await expect(frame.locator('html')).toHaveAttribute('lang', 'zh-Hant-HK');
  await page.evaluate(() =>
    (window as unknown as Host).host.card.update({
      disabled: true,
    }),
  );
  await expect(frame.getByLabel('卡號')).toBeDisabled();
});

test('a locale Stripe does not list (zh-Hant) leaves the card element in English', async ({
  page,
}) => {
  await mountCard(page, 'zh-Hant');
  const frame = cardFrame(page);
  await expect(frame.getByLabel('Card number')).toBeVisible();
  await expect(frame.locator('html')).toHaveAttribute('lang', 'en');
});

for (const [choice, expected] of [
  [
    'Complete authentication',
    { paymentIntent: { id: 'pi_3Ab', object: 'payment_intent', status: 'requires_confirmation' } },
  ],
  [
    'Fail authentication',
    {
      error: {
        type: 'card_error',
        code: 'payment_intent_authentication_failure',
        message: 'We are unable to authenticate your payment method.',
      },
    },
  ],
] as const) {
  test(`handleCardAction: the bank's check in place, "${choice}"`, async ({ page }) => {
    await call(page, 'mountCard', 'en');
    const result = page.evaluate(
      (secret) => (window as unknown as Host).host.stripe.handleCardAction(secret),
      SECRET,
    );
    const check = page.frameLocator('iframe[title="3D Secure authentication"]');
    await expect(check.getByText('Amount: $65.00')).toBeVisible();
    await check.getByRole('button', { name: choice }).click();
    expect(await result).toMatchObject(expected);
    await expect(page.locator('iframe[title="3D Secure authentication"]')).toHaveCount(0);
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      url: '/card-provider/v1/payment_intents/pi_3Ab/authenticate',
      body: {
        client_secret: SECRET,
        outcome: choice.startsWith('Complete') ? 'complete' : 'fail',
      },
    });
  });
}

test('retrievePaymentIntent, confirmCardPayment and an intent that needs no action', async ({
  page,
}) => {
  await call(page, 'mountCard', 'en');
  const run = (method: StripeMethod, secret: string) =>
    page.evaluate(([m, s]) => (window as unknown as Host).host.stripe[m](s), [
      method,
      secret,
    ] as const);
  // Stripe's amounts are in cents.
  expect(await run('retrievePaymentIntent', SECRET)).toEqual({
    paymentIntent: {
      id: 'pi_3Ab',
      object: 'payment_intent',
      status: 'requires_action',
      amount: 6500,
      currency: 'cad',
      client_secret: SECRET,
    },
  });
  expect(await run('handleCardAction', 'pi_paid_secret_1')).toMatchObject({
    error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state' },
  });
  expect(await run('confirmCardPayment', 'pi_paid_secret_1')).toMatchObject({
    paymentIntent: { id: 'pi_paid', status: 'succeeded', amount: 4000 },
  });
  await expect(run('retrievePaymentIntent', 'not-a-secret')).rejects.toThrow(
    /IntegrationError|client secret/,
  );
});

test('the 3-D Secure redirect page returns to return_url with the outcome', async ({ page }) => {
  const query = new URLSearchParams({
    payment_intent: 'pi_3Ab',
    client_secret: SECRET,
    return_url: `${HOST}/pay/return?form=7`,
  });
  await page.goto(`https://hooks.stripe.com/3d_secure_2/authenticate?${query}`);
  await expect(page.getByRole('heading', { name: 'Test bank authentication' })).toBeVisible();
  await expect(page.getByText('Amount: $65.00')).toBeVisible();
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  await page.waitForURL(`${HOST}/pay/return?**`);
  const back = new URL(page.url());
  expect(Object.fromEntries(back.searchParams)).toEqual({
    form: '7',
    payment_intent: 'pi_3Ab',
    payment_intent_client_secret: SECRET,
    redirect_status: 'succeeded',
  });

  query.set('return_url', 'javascript:alert(1)');
  await page.goto(`https://hooks.stripe.com/3d_secure_2/authenticate?${query}`);
  await expect(page.getByRole('alert')).toHaveText('This authentication link is not valid.');
});

test('reCAPTCHA: render, tick, callback, getResponse, reset', async ({ page }) => {
  await call(page, 'loadCaptcha');
  const id = await call(page, 'renderCaptcha', SITE_KEY, 'en');
  const box = page.frameLocator('iframe[title="reCAPTCHA"]').getByLabel("I'm not a robot");
  await box.check();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as Host).events.at(-1)))
    .toMatchObject({ name: 'token', token: expect.stringMatching(/^stand-in-recaptcha\.\w+/) });
  const token = await page.evaluate(() => (window as unknown as Host).events.at(-1)?.token);
  const response = (widget: unknown) =>
    page.evaluate((w) => (window as unknown as Host).grecaptcha.getResponse(w), widget);
  expect(await response(id)).toBe(token);
  await expect(page.locator('#g-recaptcha-response')).toHaveValue(token ?? '');

  await page.evaluate((w) => (window as unknown as Host).grecaptcha.reset(w), id);
  expect(await response(id)).toBe('');
  await expect(box).not.toBeChecked();
});

test('reCAPTCHA: the token expires after two minutes, and Hong Kong Chinese', async ({ page }) => {
  await page.clock.install();
  await page.reload();
  await call(page, 'loadCaptcha');
  // The portal's hl (src/i18n/language.ts LOCALE_TAGS): Google's zh-HK.
  await call(page, 'renderCaptcha', SITE_KEY, 'zh-HK');
  const anchor = page.frameLocator('iframe[title="reCAPTCHA"]');
  await expect(anchor.locator('html')).toHaveAttribute('lang', 'zh-Hant-HK');
  const box = anchor.getByLabel('進行人機身分驗證');
  await box.check();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as Host).events.map((e) => e.name)))
    .toEqual(['token']);
  await page.clock.fastForward(120_000);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as Host).events.map((e) => e.name)))
    .toEqual(['token', 'expired']);
  await expect(box).not.toBeChecked();
});

test('reCAPTCHA: an unknown site key is refused in the frame', async ({ page }) => {
  await call(page, 'loadCaptcha');
  await call(page, 'renderCaptcha', 'not-the-site-key', 'en');
  const frame = page.frameLocator('iframe[title="reCAPTCHA"]');
  await expect(frame.getByText('ERROR for site owner: Invalid site key')).toBeVisible();
  await expect(frame.getByRole('checkbox')).toHaveCount(0);
});
