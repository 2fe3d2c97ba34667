import { waitUntil } from '../drivers/polling';
import type { EngineTab } from '../drivers/tab';
import { say, type Lang } from '../words';
import { button, link, openMenu, waitToSee } from './portal';

// The language a patient reads (docs/site.md#languages: English and Hong Kong Chinese). The
// toggle in the menu (folded on a phone) names the other language; the choice is kept in
// localStorage.

/** <html lang> for each of the portal's languages (src/i18n/language.ts). */
export const HTML_LANG: Record<Lang, string> = { en: 'en', cn: 'zh-Hant-HK' };

/** What the page says it is written in, and what the browser keeps: <html lang>, storage. */
export const languageState = (tab: EngineTab) =>
  tab.run(() => ({ html: document.documentElement.lang, stored: localStorage.getItem('lang') }));

/** Waits until the page is drawn in `lang`: its <html lang>, and the home page's Log in link. */
export async function waitForLanguage(tab: EngineTab, lang: Lang) {
  await waitUntil(
    async () => ((await languageState(tab)).html === HTML_LANG[lang] ? true : null),
    () => `<html lang="${HTML_LANG[lang]}"> in ${tab.engine}`,
  );
  await waitToSee(tab, link(say(lang, 'home:hero.login')));
}

/** Presses the toggle, read in `from`, which switches to the other language. */
export async function switchLanguage(tab: EngineTab, from: Lang) {
  await openMenu(tab);
  await tab.click(button(say(from, 'common:language.switchAria')));
}
