import type { EngineTab } from './drivers/tab';
import { expect, test } from './fixtures';
import { heading, text, waitForPath, waitToSee } from './pages/portal';
import { logIn, submitLogIn } from './pages/session';
import { say, type Lang } from './words';

// Idle logout (docs/account.md#idle-logout) in WebKit and Gecko, which have no fake clock: the
// time is moved by what the app offers instead. The in-page timer is shortened through the mock
// build's 'mock.idleTimeoutMs' (src/features/auth/session.ts, idleTimeoutMs), and a browser
// closed for 6 minutes is the stored last activity ('lastActivity', src/lib/storage.ts) set back.

const MINUTE = 60_000;
const greeting = (lang: Lang) =>
  say(lang, 'dashboard:greeting', { firstName: 'Mei', lastName: 'Chen' });
const storedSession = (tab: EngineTab) =>
  tab.run(() => ({
    mark: localStorage.getItem('session'),
    lastActivity: localStorage.getItem('lastActivity'),
  }));

/** The patient lands on /login with the idle text, and nothing of the session is kept. */
async function expectIdleLogout(tab: EngineTab, lang: Lang, timeout?: number) {
  await waitForPath(tab, /^\/login$/, timeout);
  await waitToSee(tab, text(say(lang, 'common:session.idleLoggedOut')));
  await waitToSee(tab, heading(say(lang, 'auth:login.title')));
  expect(await storedSession(tab)).toEqual({ mark: null, lastActivity: null });
}

test('the open dashboard ends an idle session by itself', async ({ tab, lang }) => {
  // 4 s instead of 5 minutes, set before the login: the timer the login starts is that short.
  await tab.open('/robots.txt');
  await tab.run(() => localStorage.setItem('mock.idleTimeoutMs', '4000'));
  await submitLogIn(tab, lang, 'patient@example.com');
  await waitForPath(tab, /^\/dashboard/);
  await waitToSee(tab, heading(greeting(lang)));
  const loggedInAt = Date.now();
  // Nobody touches the page: logged out about 4 s after the login, not before.
  await expectIdleLogout(tab, lang, 10_000);
  expect(Date.now() - loggedInAt).toBeGreaterThan(1_500);
});

test('a browser closed for 6 minutes opens on /login, the session ended', async ({ tab, lang }) => {
  await logIn(tab, lang);
  await waitToSee(tab, heading(greeting(lang)));
  // The portal closed: the profile keeps its storage, on a page of the same site that is not
  // the app (no timer runs). The 6 minutes pass: the last activity is set back.
  await tab.open('/robots.txt');
  await tab.run((ago: number) => {
    localStorage.setItem('lastActivity', String(Date.now() - ago));
  }, 6 * MINUTE);
  await tab.open('/dashboard');
  await expectIdleLogout(tab, lang);
});

// Issue 27: WebKit fires mousemove under a resting pointer while the page scrolls itself, which
// the idle timer counted as activity. The pointer rests where the login's click left it; the
// page scrolls by script; the last-activity stamp must not move.
test('a page that scrolls itself under a resting pointer is not activity', async ({
  tab,
  lang,
}, testInfo) => {
  await logIn(tab, lang);
  await waitToSee(tab, heading(greeting(lang)));
  // Past the second in which a mouse move only keeps its time without writing it.
  await new Promise((resolve) => setTimeout(resolve, 1_200));
  const before = (await storedSession(tab)).lastActivity;
  const seen = await tab.run(async () => {
    const moves: { screenX: number; screenY: number; movementX: number; movementY: number }[] = [];
    const listen = (event: MouseEvent) =>
      moves.push({
        screenX: event.screenX,
        screenY: event.screenY,
        movementX: event.movementX,
        movementY: event.movementY,
      });
    window.addEventListener('mousemove', listen);
    const scrollable = document.documentElement.scrollHeight - innerHeight;
    for (let step = 1; step <= 6; step += 1) {
      window.scrollTo(0, step % 2 ? scrollable : 0);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    window.removeEventListener('mousemove', listen);
    return { scrollable, moves };
  });
  testInfo.annotations.push({
    type: 'resting-pointer mousemoves',
    description: `${tab.engine}: ${seen.moves.length} mousemove(s) while scrolling ${seen.scrollable} px: ${JSON.stringify(seen.moves.slice(0, 3))}`,
  });
  console.log(`[${testInfo.project.name}] ${testInfo.annotations.at(-1)?.description}`);
  expect(seen.scrollable, 'the dashboard is taller than the window').toBeGreaterThan(0);
  expect((await storedSession(tab)).lastActivity).toBe(before);
});
