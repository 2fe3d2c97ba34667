import { expect, test } from './fixtures';
import { heading, text, waitToSee } from './pages/portal';
import { logIn, logOut } from './pages/session';
import { say, type Lang } from './words';

// Logging in and out, and a session that ends in one tab ending in the other
// (docs/account.md#login, docs/account.md#sessions).

const greeting = (lang: Lang) =>
  say(lang, 'dashboard:greeting', { firstName: 'Mei', lastName: 'Chen' });

test('a patient logs in, sees the dashboard, and logs out', async ({ tab, lang }) => {
  await logIn(tab, lang);
  await waitToSee(tab, heading(greeting(lang)));
  await logOut(tab, lang);
  await waitToSee(tab, heading(say(lang, 'auth:login.title')));
  expect(
    await tab.run(() => Object.keys(localStorage).filter((key) => /token/i.test(key))),
  ).toEqual([]);
});

test('a logout in another tab ends the session here too', async ({ tab, lang }) => {
  await logIn(tab, lang);
  const other = await tab.openTab();
  await other.open('/dashboard');
  await waitToSee(other, heading(greeting(lang)));
  await logOut(other, lang);
  await waitToSee(tab, text(say(lang, 'common:session.endedElsewhere')));
});
