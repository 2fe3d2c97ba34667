import { expect, test } from './fixtures';
import { completeAtBank, CARDS, fillCard, ledger, payNow } from './pages/payment';
import { button, text, waitForPath, waitForStillMotion, waitToSee } from './pages/portal';
import { logIn } from './pages/session';
import { requestSickNote } from './pages/sickNote';
import { say } from './words';

// A sick note from the medical information through payment, with the bank's check in place and
// on the bank's own page (docs/requests.md#payment): one charge, one stored request.

test('a sick note paid with the bank check in place', async ({ tab, lang }) => {
  await logIn(tab, lang);
  await requestSickNote(tab, lang);
  await fillCard(tab, lang, CARDS.inPlace);
  await payNow(tab, lang);
  await waitToSee(tab, text(say(lang, 'payment:authentication.title')));
  // The bank's dialog slides in: a tap during the slide missed its button (Gecko at 375 px, once
  // in a clean-clone run), and the check stayed open.
  await waitForStillMotion(tab);
  await tab.click(button(say(lang, 'payment:authentication.complete')));
  await waitToSee(tab, text(say(lang, 'payment:success.title')));
  expect(await ledger(tab)).toEqual({ charges: 1, sickNotes: 1, intents: ['succeeded'] });
  // The success dialog slides in the same way: in WebKit at 1280 px a tap on its OK during the
  // slide missed (once in a clean-clone run), and the page stayed on the payment.
  await waitForStillMotion(tab);
  await tab.click(button(say(lang, 'payment:success.ok')));
  await waitForPath(tab, /^\/dashboard$/);
});

test("a sick note paid through the bank's own page", async ({ tab, lang }) => {
  await logIn(tab, lang);
  await requestSickNote(tab, lang);
  await fillCard(tab, lang, CARDS.redirect);
  await payNow(tab, lang);
  await completeAtBank(tab, lang);
  await waitForPath(tab, /^\/sick-note\/payment\/success$/);
  await waitToSee(tab, text(say(lang, 'payment:confirm.confirmed')));
  expect(await ledger(tab)).toEqual({ charges: 1, sickNotes: 1, intents: ['succeeded'] });
});
