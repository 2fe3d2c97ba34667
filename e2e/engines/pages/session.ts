import type { EngineTab } from '../drivers/tab';
import { say, type Lang } from '../words';
import {
  button,
  css,
  heading,
  label,
  openIn,
  openMenu,
  SEED_PASSWORD,
  tickBotCheck,
  waitForPath,
  waitForStillPage,
  waitToSee,
} from './portal';

// Logging in and out (docs/account.md#login, #logout), as a patient does it.

/** Fills /login in `lang` and presses Log In; the caller says where it should lead. */
export async function submitLogIn(
  tab: EngineTab,
  lang: Lang,
  email: string,
  password = SEED_PASSWORD,
) {
  await openIn(tab, lang, '/login');
  await waitToSee(tab, heading(say(lang, 'auth:login.title')));
  await tab.type(label(say(lang, 'auth:login.email')), email);
  await tab.type(label(say(lang, 'auth:login.password')), password);
  await tickBotCheck(tab, lang);
  await tab.click(button(say(lang, 'auth:login.submit')));
}

/** Logs in and waits for the dashboard's greeting. */
export async function logIn(tab: EngineTab, lang: Lang, email = 'patient@example.com') {
  await submitLogIn(tab, lang, email);
  await waitForPath(tab, /^\/dashboard/);
  // The login leaves by a fresh page load: the dashboard is there once that page has restored
  // the session and shown the patient (its heading names them), not when the address changed.
  await waitToSee(tab, css('main h1'));
  await waitForStillPage(tab);
}

/** Logs out from the menu (folded on a phone) and waits for /login. */
export async function logOut(tab: EngineTab, lang: Lang) {
  await openMenu(tab);
  await tab.click(button(say(lang, 'common:nav.logout')));
  await waitForPath(tab, /^\/login/);
}
