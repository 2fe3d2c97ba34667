import puppeteer, {
  type Browser,
  type BrowserContext,
  type ElementHandle,
  type Frame,
  type Page,
} from 'puppeteer-core';
import { findInPage } from './find';
import { describeTarget, waitUntil } from './polling';
import type { EngineHost, EngineTab, HostOptions, Target } from './tab';

// Gecko: Debian's Firefox ESR, driven by Puppeteer over WebDriver BiDi (Playwright's Firefox
// channel does not speak to this ESR). One browser per worker; each test gets a browser context
// of its own (Firefox's user context: separate cookies, storage and service workers).

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** Firefox's preferences for the providers' proxy: TLS through it; this machine's hosts direct. */
function proxyPrefs(proxy: string | undefined): Record<string, unknown> {
  if (!proxy) return {};
  const { hostname, port } = new URL(proxy);
  return {
    'network.proxy.type': 1,
    'network.proxy.ssl': hostname,
    'network.proxy.ssl_port': Number(port),
    'network.proxy.http': hostname,
    'network.proxy.http_port': Number(port),
    'network.proxy.no_proxies_on': 'localhost, 127.0.0.1',
  };
}

export async function startGecko(options: HostOptions = {}): Promise<EngineHost> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    acceptInsecureCerts: Boolean(options.proxy),
    extraPrefsFirefox: {
      ...proxyPrefs(options.proxy),
      // Quiet on a closed network: no updates, telemetry or captive-portal checks.
      'app.update.enabled': false,
      'network.captive-portal-service.enabled': false,
      'browser.safebrowsing.malware.enabled': false,
      'browser.safebrowsing.phishing.enabled': false,
      // Downloads go to the profile's folder without asking.
      'browser.download.useDownloadDir': true,
      'browser.download.always_ask_before_handling_new_types': false,
    },
  });
  return {
    engine: 'gecko',
    async newProfile(size, baseURL) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport(size);
      return geckoTab(context, page, baseURL, true);
    },
    async stop() {
      await browser.close();
    },
  };
}

function geckoTab(
  context: BrowserContext,
  page: Page,
  baseURL: string,
  owner: boolean,
  scope: Page | Frame = page,
): EngineTab {
  const find = async (target: Target): Promise<ElementHandle | null> => {
    const handle = await scope.evaluateHandle(
      findInPage,
      target.by,
      target.value,
      target.partial ?? false,
    );
    const el = handle.asElement() as ElementHandle | null;
    if (!el) await handle.dispose();
    return el;
  };
  const element = (target: Target) =>
    waitUntil(
      () => find(target),
      () => describeTarget(target),
    );

  return {
    engine: 'gecko',
    async open(path) {
      await page.goto(new URL(path, baseURL).href);
    },
    url: async () => page.url(),
    async run(fn, ...args) {
      return scope.evaluate(fn as (...a: unknown[]) => unknown, ...args) as never;
    },
    sees: async (target) => {
      const el = await find(target);
      await el?.dispose();
      return el !== null;
    },
    async textOf(target) {
      const el = await find(target);
      if (!el) return null;
      const text = await el.evaluate((node) => (node as HTMLElement).innerText);
      await el.dispose();
      return text.replace(/\s+/g, ' ').trim();
    },
    async click(target) {
      // React may replace the element between finding and clicking it (a menu button redrawn
      // when its unread count arrives): Firefox then says the node is detached. The element a
      // patient taps is the one on the screen, so it is found again, once.
      for (let attempt = 1; ; attempt += 1) {
        const el = await element(target);
        try {
          await el.click();
          return;
        } catch (error) {
          if (attempt > 1 || !/detached/i.test(String(error))) throw error;
        } finally {
          await el.dispose().catch(() => undefined);
        }
      }
    },
    async type(target, text) {
      const el = await element(target);
      await el.click({ count: 3 });
      await page.keyboard.down('Control');
      await page.keyboard.press('a');
      await page.keyboard.up('Control');
      await page.keyboard.press('Backspace');
      await el.type(text);
      await el.dispose();
    },
    async keys(text) {
      await page.keyboard.type(text);
    },
    async choose(target, value) {
      const el = await element(target);
      await el.select(value);
      await el.dispose();
    },
    async attachFile(target, path) {
      const el = (await element(target)) as ElementHandle<HTMLInputElement>;
      await el.uploadFile(path);
      await el.dispose();
    },
    async screenshot() {
      return Buffer.from(await page.screenshot());
    },
    async openTab() {
      const second = await context.newPage();
      const viewport = page.viewport();
      if (viewport) await second.setViewport(viewport);
      return geckoTab(context, second, baseURL, false);
    },
    async inFrame(target) {
      const el = await element(target);
      const frame = await el.contentFrame();
      await el.dispose();
      if (!frame) throw new Error(`Firefox found no frame in ${describeTarget(target)}`);
      return { ...geckoTab(context, page, baseURL, false, frame), close: async () => {} };
    },
    async close() {
      if (owner) await context.close();
      else await page.close();
    },
  };
}
