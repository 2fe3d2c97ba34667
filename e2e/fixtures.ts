import { test as base, type BrowserContext } from '@playwright/test';
import { FINDINGS_STORAGE_KEY, failOnFindings, findingsIn } from './contractFindings';

export { expect } from '@playwright/test';
export type { APIResponse, Locator, Page } from '@playwright/test';

// Each test gets a new tab in one browser context per worker, instead of a new context: a fresh
// context starts a renderer, registers the mock clinic's service worker and compiles the app
// from nothing, which on two cores cost a fifth of the suite's time. What a test leaves in the
// context (storage: the mock clinic's database, the token, the language) is wiped for every site
// it opened before the next test, so each still starts as a first-time visitor.

interface WorkerFixtures {
  sharedContext: BrowserContext;
}

/** Everything a site may keep, except its service worker (the mock clinic), which holds none. */
const STORAGE_TYPES = 'cookies,local_storage,indexeddb,cache_storage,file_systems,websql';

export const test = base.extend<object, WorkerFixtures>({
  sharedContext: [
    async ({ browser }, use, workerInfo) => {
      const options = workerInfo.project.use;
      const context = await browser.newContext({
        baseURL: options.baseURL,
        viewport: options.viewport,
        userAgent: options.userAgent,
        deviceScaleFactor: options.deviceScaleFactor,
        isMobile: options.isMobile,
        hasTouch: options.hasTouch,
        locale: options.locale,
        timezoneId: options.timezoneId,
        reducedMotion: options.reducedMotion,
      });
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],

  context: async ({ sharedContext }, use) => {
    await use(sharedContext);
  },

  page: async ({ sharedContext }, use, testInfo) => {
    const page = await sharedContext.newPage();
    const origins = new Set<string>();
    page.on('framenavigated', (frame) => {
      const { origin } = new URL(frame.url());
      if (origin.startsWith('http')) origins.add(origin);
    });
    await use(page);
    // The mock clinic's contract findings (e2e/contractFindings.ts), kept in the portal's storage,
    // read before the wipe from a tab on the portal (a static file of it where none is left).
    const portal = new URL(testInfo.project.use.baseURL ?? 'http://localhost').origin;
    let findings: ReturnType<typeof findingsIn> = [];
    if (origins.has(portal)) {
      let reader = sharedContext.pages().find((open) => open.url().startsWith(`${portal}/`));
      if (!reader) {
        reader = await sharedContext.newPage();
        await reader.goto(`${portal}/favicon.ico`);
      }
      findings = findingsIn(
        await reader.evaluate((key) => localStorage.getItem(key), FINDINGS_STORAGE_KEY),
      );
    }
    // Tabs a test opened (popups, a second tab) close with it, so none writes after the wipe;
    // routes it set on the context go too, so no later test meets its stand-in answers.
    for (const open of sharedContext.pages()) await open.close();
    await sharedContext.unrouteAll({ behavior: 'ignoreErrors' });
    // The browser-wide Storage domain only reaches the default context; a tab's own session
    // reaches the storage of the context it belongs to.
    const blank = await sharedContext.newPage();
    const cdp = await sharedContext.newCDPSession(blank);
    for (const origin of origins) {
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: STORAGE_TYPES });
    }
    await cdp.detach();
    await blank.close();
    await sharedContext.clearCookies();
    failOnFindings(findings);
  },
});
