import AxeBuilder from '@axe-core/playwright';
import { expect, type ConsoleMessage, type Page } from '@playwright/test';

export const PASSWORD = 'Clinic2026!';

/** axe with the WCAG 2.1 A and AA rules: each violation as its rule id and targets. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Colours are read with reduced motion, where the portal's transitions take 1 ms
  // (src/styles/_base.scss): a button that comes under the resting pointer after a reload starts
  // its hover transition whenever Chromium next checks the pointer, even while axe is reading it,
  // and axe then saw it half-mixed. The patient's own setting is put back afterwards.
  const reduced = await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches);
  if (!reduced) await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    return await readViolations(page);
  } finally {
    if (!reduced) await page.emulateMedia({ reducedMotion: null });
  }
}

async function readViolations(page: Page): Promise<string[]> {
  // A dialog fading in or a button easing to its focus or hover colour is read by axe mid-way,
  // where its colours are half-mixed: contrast is checked once every finite transition has ended
  // (a spinner turns for ever and is not waited for). One that starts a frame or two later (a
  // page's focus moving, a button drawn under the pointer) is waited for too, up to 2 s in all.
  await page.evaluate(async () => {
    // A page in a background tab draws no frames: a timer stands in.
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 50);
      });
    const deadline = performance.now() + 2_000;
    while (performance.now() < deadline) {
      await frame();
      await frame();
      const running = document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime));
      if (running.length === 0) return;
      await Promise.race([
        Promise.all(running.map((animation) => animation.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - performance.now()))),
      ]);
    }
  });
  const results = await new AxeBuilder({ page })
    // Only violations are read: collecting every passing node too doubles the run. (Set first:
    // options() replaces what withTags() set.) Legacy mode runs axe in the page itself instead
    // of finishing in a fresh blank page each time (the portal has no frames of its own; outside
    // frames such as a map are not ours to audit).
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode()
    .analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** Any WCAG 2.1 A or AA violation fails, with its rule ids and targets. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

/** Opens the menu on a phone, where the navbar is collapsed. */
export async function openMenuIfCollapsed(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: /open or close the menu|開啟或關閉選單/i });
  if (await toggle.isVisible()) {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
}

export async function fillLogin(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel("I'm not a robot").check();
}

export async function logIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await fillLogin(page, email, password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  // A login leaves by a fresh page load (src/lib/thirdPartyScripts.ts): the dashboard is there
  // once that page has restored the session and shown the patient.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

/**
 * The session tokens the page sends (x-auth-token), each once, in the order first sent. The token lives in the
 * page's memory only (docs/session-security.md), so a test that must know it, to prove it goes
 * nowhere else, reads it off the wire.
 */
export function watchSessionTokens(page: Page): { all: string[]; last(): string } {
  const all: string[] = [];
  page.on('request', (request) => {
    const token = request.headers()['x-auth-token'];
    if (token && !all.includes(token)) all.push(token);
  });
  return {
    all,
    last() {
      const token = all.at(-1);
      if (!token) throw new Error('The page has sent no session token yet');
      return token;
    },
  };
}

/**
 * The status the mock clinic answers GET /me with `token` (sent from the page, through the mock's
 * service worker): 401 once the session it named has ended on the service.
 */
export function meStatusWith(page: Page, token: string | undefined): Promise<number> {
  return page.evaluate(async (sent) => {
    const response = await fetch('https://api.mock-clinic.invalid/me', {
      headers: { 'x-auth-token': sent ?? '' },
    });
    return response.status;
  }, token);
}

type Controls = Window['mockClinic'];

/** Runs a mock-clinic control once the mock has started (it starts before the first render). */
export async function steer<A>(page: Page, fn: (mock: Controls, arg: A) => unknown, arg: A) {
  await page.waitForFunction(() => 'mockClinic' in window);
  await page.evaluate(
    ([source, value]) => {
      // Functions cannot cross into the page, so the control is rebuilt there from its source.
      const control = new Function('mock', 'arg', `return (${source})(mock, arg);`);
      return control(window.mockClinic, value);
    },
    [fn.toString(), arg] as const,
  );
}

/**
 * Policy refusals, console errors and page errors of a tab, as readable lines, collected as they
 * happen. `ignore` leaves out console messages the caller expects (a machine without internet).
 */
export function watchPageProblems(
  page: Page,
  ignore: (message: ConsoleMessage) => boolean = () => false,
): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (ignore(message)) return;
    if (message.type() === 'error' || /Content.Security.Policy/i.test(text)) {
      problems.push(`console ${message.type()}: ${text} ${message.location().url}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return problems;
}
