import { expect, test } from '../fixtures';
import { payNow } from '../pages/payment';
import { css, heading, text, waitForPath, waitToSee } from '../pages/portal';
import { logIn } from '../pages/session';
import { requestSickNote } from '../pages/sickNote';
import { say } from '../words';
import { resetService, serviceCharges } from './service';

// The production bundle in WebKit and Gecko (docs/engines.md): the login with reCAPTCHA's box in
// its own frame, and the card payment with the card number typed inside Stripe's own frame, both
// answered by the stand-ins, the charge made by the mock service's card provider.

test.beforeEach(async () => {
  await resetService();
});

test('the production bundle logs a patient in through the bot check', async ({ tab, lang }) => {
  await logIn(tab, lang);
  await waitForPath(tab, /^\/dashboard$/);
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
  await waitForPath(tab, /^\/dashboard$/);
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
