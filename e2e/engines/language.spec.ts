import { expect, test } from './fixtures';
import { HTML_LANG, languageState, switchLanguage, waitForLanguage } from './pages/language';
import { heading, waitForPath, waitToSee } from './pages/portal';
import { say } from './words';

// Switching the language (docs/site.md#languages, docs/routes.md#language-in-the-address). The
// journey is about both languages, so each project switches from English to Chinese and back at
// its own width, whatever language the project reads.

test('the home page opens in English, switches to Chinese and back, and keeps the choice', async ({
  tab,
}) => {
  // A new profile in an engine whose browser language is English: the portal starts in English.
  await tab.open('/');
  await waitForLanguage(tab, 'en');

  await switchLanguage(tab, 'en');
  await waitForLanguage(tab, 'cn');
  expect(await languageState(tab)).toEqual({ html: HTML_LANG.cn, stored: 'cn' });

  // Opened again (a reload, a new visit): the choice kept in localStorage.
  await tab.open('/');
  await waitForLanguage(tab, 'cn');

  await switchLanguage(tab, 'cn');
  await waitForLanguage(tab, 'en');
  expect(await languageState(tab)).toEqual({ html: HTML_LANG.en, stored: 'en' });
  await tab.open('/');
  await waitForLanguage(tab, 'en');
});

test('?lang=cn sets Chinese, is kept, and is taken out of the address', async ({ tab }) => {
  await tab.open('/login?lang=cn');
  await waitToSee(tab, heading(say('cn', 'auth:login.title')));
  await waitForPath(tab, /^\/login$/);
  expect(await languageState(tab)).toEqual({ html: HTML_LANG.cn, stored: 'cn' });
});
