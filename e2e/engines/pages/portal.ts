import { waitUntil } from '../drivers/polling';
import type { EngineTab, Target } from '../drivers/tab';
import { say, type Lang } from '../words';

// What every journey does in either engine: open a page in a language, wait for what a patient
// waits for, and use the menu, which folds behind its toggle on a phone.

export const SEED_PASSWORD = 'Clinic2026!';

export const css = (value: string): Target => ({ by: 'css', value });
export const label = (value: string): Target => ({ by: 'label', value });
export const button = (value: string): Target => ({ by: 'button', value });
export const link = (value: string): Target => ({ by: 'link', value });
export const heading = (value: string): Target => ({ by: 'heading', value });
export const text = (value: string, partial = false): Target => ({ by: 'text', value, partial });

/** Waits until something matching `target` shows. */
export async function waitToSee(tab: EngineTab, target: Target, timeout?: number) {
  await waitUntil(
    async () => ((await tab.sees(target)) ? true : null),
    () => `${target.by} ${JSON.stringify(target.value)} in ${tab.engine}`,
    timeout,
  );
}

/**
 * Waits until a freshly loaded page has stopped moving: loaded, and scrolled to where it stays
 * (a page load after a login may glide to the top, and a tap during the glide misses).
 */
export async function waitForStillPage(tab: EngineTab) {
  let last = -1;
  await waitUntil(
    async () => {
      const now = await tab.run(() =>
        document.readyState === 'complete' ? Math.round(window.scrollY) : -2,
      );
      const still = now >= 0 && now === last;
      last = now;
      return still ? true : null;
    },
    () => `the page to stop moving (scrollY ${last}) in ${tab.engine}`,
  );
}

/**
 * Waits until nothing on the page is in motion: no transition or finite animation running (a
 * dialog fading and sliding in moves its buttons by 50 px; a tap computed before the slide ends
 * misses). Spinners turn for ever and are not waited for.
 */
export async function waitForStillMotion(tab: EngineTab) {
  let moving = -1;
  await waitUntil(
    async () => {
      moving = await tab.run(
        () =>
          document
            .getAnimations()
            .filter(
              (animation) =>
                animation.playState === 'running' &&
                animation.effect?.getTiming().iterations !== Infinity,
            ).length,
      );
      return moving === 0 ? true : null;
    },
    () => `the page's motion to end (${moving} running) in ${tab.engine}`,
  );
}

/** Waits until the address's path (and query) matches. */
export async function waitForPath(tab: EngineTab, path: RegExp, timeout?: number) {
  let last = '';
  await waitUntil(
    async () => {
      const url = new URL(await tab.url());
      last = url.pathname + url.search;
      return path.test(last) ? true : null;
    },
    () => `the address ${path} (at ${last})`,
    timeout,
  );
}

/** Opens `path` in `lang` (the spec's ?lang=, which the portal then takes out of the address). */
export async function openIn(tab: EngineTab, lang: Lang, path: string) {
  const address = new URL(path, 'http://portal');
  address.searchParams.set('lang', lang);
  await tab.open(address.pathname + address.search);
}

/** Opens the phone menu when it is folded; on a desktop the menu is always there. */
export async function openMenu(tab: EngineTab) {
  await waitToSee(tab, css('header.site-navbar'));
  const toggle = css('button.navbar-toggler');
  if (!(await tab.sees(toggle))) return;
  if (await tab.sees(css('.navbar-collapse.show'))) return;
  await tab.click(toggle);
  await waitToSee(tab, css('.navbar-collapse.show'));
}

/**
 * One table of what the mock clinic stored (it saves its database to localStorage after every
 * change), read whole in the page and searched by the caller.
 */
export function storedTable<T>(tab: EngineTab, table: string): Promise<T[]> {
  return tab.run((name: string) => {
    const db = JSON.parse(localStorage.getItem('mockClinic.db.v1') ?? '{}') as Record<
      string,
      unknown
    >;
    return (db[name] ?? []) as never;
  }, table);
}

const RECAPTCHA_FRAME = css('iframe[title="reCAPTCHA"]');

/**
 * Ticks the bot check as a patient does, whichever it is: the mock build's box in the page, or
 * reCAPTCHA's box in its own frame (the production bundle, with the stand-in), where the tick
 * is awaited until the box holds it.
 */
export async function tickBotCheck(tab: EngineTab, lang: Lang) {
  const box = label(say(lang, 'auth:botCheck.label'));
  const inFrame = await waitUntil(
    async () => ((await tab.sees(RECAPTCHA_FRAME)) ? true : (await tab.sees(box)) ? false : null),
    () => `the bot check in ${tab.engine}`,
  );
  if (!inFrame) return tab.click(box);
  const widget = await tab.inFrame(RECAPTCHA_FRAME);
  await widget.click(css('#anchor'));
  await waitUntil(
    async () =>
      (await widget.run(() => document.querySelector<HTMLInputElement>('#anchor')?.checked))
        ? true
        : null,
    () => `the reCAPTCHA box ticked in ${tab.engine}`,
  );
}
