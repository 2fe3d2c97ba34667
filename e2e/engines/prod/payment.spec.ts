import { waitUntil } from '../drivers/polling';
import type { EngineTab } from '../drivers/tab';
import { expect, test } from '../fixtures';
import { payNow } from '../pages/payment';
import { button, css, heading, label, openIn, text, waitForPath, waitToSee } from '../pages/portal';
import { requestSickNote } from '../pages/sickNote';
import { say, type Lang } from '../words';
import { resetService, serviceCharges } from './service';

// The production bundle in WebKit and Gecko (docs/engines.md): the login with reCAPTCHA's box in
// its own frame, and the card payment with the card number typed inside Stripe's own frame, both
// answered by the stand-ins, the charge made by the mock service's card provider.

test.beforeEach(async () => {
  await resetService();
});

/** Ticks the reCAPTCHA stand-in's box in its frame, and waits until it holds the tick. */
async function tickBotCheck(tab: EngineTab) {
  const widget = await tab.inFrame(css('iframe[title="reCAPTCHA"]'));
  await widget.click(css('#anchor'));
  await waitUntil(
    async () =>
      (await widget.run(() => document.querySelector<HTMLInputElement>('#anchor')?.checked))
        ? true
        : null,
    () => `the reCAPTCHA box ticked in ${tab.engine}`,
  );
}

async function logIn(tab: EngineTab, lang: Lang) {
  await openIn(tab, lang, '/login');
  await waitToSee(tab, heading(say(lang, 'auth:login.title')));
  await tab.type(label(say(lang, 'auth:login.email')), 'patient@example.com');
  await tab.type(label(say(lang, 'auth:login.password')), 'Clinic2026!');
  await tickBotCheck(tab);
  await tab.click(button(say(lang, 'auth:login.submit')));
  await waitForPath(tab, /^\/dashboard$/);
}

test('the production bundle logs a patient in through the bot check', async ({ tab, lang }) => {
  await logIn(tab, lang);
  await waitToSee(
    tab,
    heading(say(lang, 'dashboard:greeting', { firstName: 'Mei', lastName: 'Chen' })),
  );
});

test("the production bundle takes a card typed inside Stripe's frame, once", async ({
  tab,
  lang,
}) => {
  await logIn(tab, lang);
  await requestSickNote(tab, lang);
  await waitToSee(tab, heading(say(lang, 'payment:title')));
  const card = await tab.inFrame(css('iframe[title="Secure card payment input frame"]'));
  await card.type(css('#number'), '4242424242424242');
  await card.type(css('#expiry'), '1234');
  await card.type(css('#cvc'), '123');
  await payNow(tab, lang);
  await waitToSee(tab, text(say(lang, 'payment:success.title')));
  expect(await serviceCharges()).toHaveLength(1);
});
