import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Builder, Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import { FIND_SCRIPT } from './find';
import { describeTarget, waitUntil } from './polling';
import type { EngineHost, EngineTab, HostOptions, TabSize, Target } from './tab';

// WebKit: Debian's WebKitGTK MiniBrowser, driven by WebKitWebDriver over classic WebDriver, in
// an X server of its own (Xvfb) per worker. Each test gets a new WebDriver session, which is a
// new MiniBrowser with its own ephemeral profile.

const MINIBROWSER =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';

// MiniBrowser's own toolbar holds its window at 447 px or wider; shrinking GTK's widgets (the
// browser's, never the page's: WebKit draws web content itself) lets the page be 375 px wide.
const TINY_CHROME_CSS =
  '* { padding: 0; margin: 0; min-width: 0; min-height: 0; font-size: 3px; border-width: 0; -gtk-icon-transform: scale(0.2); }';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts Xvfb on a free display it picks itself, and returns the display's name. */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn(
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', '1400x1000x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    },
  );
  const display = await new Promise<string>((resolve, reject) => {
    let text = '';
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(`:${text.trim()}`);
    });
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited with ${code}`)));
  });
  return { display, process: xvfb };
}

async function waitForDriver(port: number): Promise<void> {
  await waitUntil(
    async () => {
      try {
        const answer = await fetch(`http://127.0.0.1:${port}/status`);
        return answer.ok ? true : null;
      } catch {
        return null;
      }
    },
    () => `WebKitWebDriver on port ${port}`,
  );
}

export async function startWebKit(options: HostOptions = {}): Promise<EngineHost> {
  const home = mkdtempSync(join(tmpdir(), 'engines-webkit-'));
  const gtk = join(home, 'gtk-3.0');
  mkdirSync(gtk, { recursive: true });
  writeFileSync(join(gtk, 'gtk.css'), TINY_CHROME_CSS);
  const xvfb = await startXvfb();
  const proxyArgs = options.proxy
    ? [
        `--proxy=${options.proxy}`,
        '--ignore-host=localhost',
        '--ignore-host=127.0.0.1',
        '--ignore-tls-errors',
      ]
    : [];
  const drivers = new Set<ChildProcess>();
  return {
    engine: 'webkit',
    async newProfile(size, baseURL) {
      // A driver of its own for each test: WebKitWebDriver holds one session at a time, and a
      // session start once waited the whole test's time behind the one before it. A new driver
      // costs about 0.1 s and leaves nothing of the last test in the way.
      const port = await freePort();
      const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
        env: { ...process.env, DISPLAY: xvfb.display, XDG_CONFIG_HOME: home },
        stdio: 'ignore',
      });
      drivers.add(driver);
      await waitForDriver(port);
      const session = await new Builder()
        .usingServer(`http://127.0.0.1:${port}`)
        .withCapabilities({
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', ...proxyArgs] },
          acceptInsecureCerts: Boolean(options.proxy),
        })
        .build();
      await fitViewport(session, size);
      const tab = webkitTab(session, baseURL, true);
      return {
        ...tab,
        async close() {
          await tab.close().catch(() => undefined);
          driver.kill();
          drivers.delete(driver);
        },
      };
    },
    async stop() {
      for (const driver of drivers) driver.kill();
      xvfb.process.kill();
      rmSync(home, { recursive: true, force: true });
    },
  };
}

/** Sizes the window so that the page itself (innerWidth × innerHeight) is `size`. */
async function fitViewport(session: WebDriver, size: TabSize): Promise<void> {
  const window = session.manage().window();
  await window.setRect({ width: size.width, height: size.height });
  const [inner, innerHeight] = (await session.executeScript(
    'return [innerWidth, innerHeight]',
  )) as [number, number];
  const rect = await window.getRect();
  await window.setRect({
    width: rect.width + (size.width - inner),
    height: rect.height + (size.height - innerHeight),
  });
}

function webkitTab(session: WebDriver, baseURL: string, owner: boolean): EngineTab {
  const find = async (target: Target): Promise<WebElement | null> =>
    (await session.executeScript(
      FIND_SCRIPT,
      target.by,
      target.value,
      target.partial ?? false,
    )) as WebElement | null;
  /**
   * The first visible match, brought to the middle of the view at once. WebDriver's click scrolls
   * by itself, but under Bootstrap's smooth scrolling WebKit checks the element before the scroll
   * has arrived and calls it not interactable; a patient scrolls and then taps.
   */
  const element = async (target: Target) => {
    const el = await waitUntil(
      () => find(target),
      () => describeTarget(target),
    );
    await session.executeScript(
      'arguments[0].scrollIntoView({ block: "center", behavior: "instant" })',
      el,
    );
    return el;
  };
  /** The driver's error in WebKit's words, with what was being done to what. */
  const acting =
    <A extends unknown[]>(what: string, act: (target: Target, ...rest: A) => Promise<void>) =>
    async (target: Target, ...rest: A) => {
      try {
        await act(target, ...rest);
      } catch (error) {
        const { name, message } = error as Error;
        throw new Error(`WebKit could not ${what} ${describeTarget(target)}: ${name} ${message}`, {
          cause: error,
        });
      }
    };

  const tab: EngineTab = {
    engine: 'webkit',
    async open(path) {
      await session.get(new URL(path, baseURL).href);
    },
    url: () => session.getCurrentUrl(),
    async run(fn, ...args) {
      // The page's own error text comes back as the failure, in WebKit's words.
      const answer = (await session.executeAsyncScript(
        `const done = arguments[arguments.length - 1];
         Promise.resolve((${fn.toString()}).apply(null, Array.from(arguments).slice(0, -1)))
           .then((value) => done({ value }), (error) => done({ error: String(error && error.stack || error) }));`,
        ...args,
      )) as { value?: unknown; error?: string };
      if (answer.error) throw new Error(answer.error);
      return answer.value as never;
    },
    sees: async (target) => (await find(target)) !== null,
    async textOf(target) {
      const el = await find(target);
      return el ? (await el.getText()).replace(/\s+/g, ' ').trim() : null;
    },
    click: acting('click', async (target) => {
      await (await element(target)).click();
    }),
    type: acting('type into', async (target, text: string) => {
      const el = await element(target);
      await el.click();
      await el.sendKeys(Key.chord(Key.CONTROL, 'a'), Key.BACK_SPACE);
      await el.sendKeys(text);
    }),
    async keys(text) {
      await session.actions().sendKeys(text).perform();
    },
    choose: acting('choose in', async (target, value: string) => {
      const el = await element(target);
      const option = await el.findElement({ css: `option[value="${value}"]` });
      await option.click();
    }),
    attachFile: acting('attach a file to', async (target, path: string) => {
      await (await element(target)).sendKeys(path);
    }),
    async screenshot() {
      return Buffer.from(await session.takeScreenshot(), 'base64');
    },
    async openTab() {
      const home = await session.getWindowHandle();
      await session.switchTo().newWindow('tab');
      const handle = await session.getWindowHandle();
      await session.switchTo().window(home);
      const back = () => session.switchTo().window(home);
      return around(
        webkitTab(session, baseURL, false),
        () => session.switchTo().window(handle),
        back,
        async () => {
          await session.switchTo().window(handle);
          await session.close();
          await back();
        },
      );
    },
    async inFrame(frame) {
      await element(frame);
      const top = () => session.switchTo().defaultContent();
      return around(
        webkitTab(session, baseURL, false),
        async () => {
          await top();
          await session.switchTo().frame(await element(frame));
        },
        top,
        async () => {},
      );
    },
    async close() {
      if (owner) await session.quit();
    },
  };
  return tab;
}

/**
 * The same actions in another browsing context of the session (a second tab, a frame). WebDriver
 * acts in one context at a time, so each action enters it and leaves it again.
 */
function around(
  inner: EngineTab,
  enter: () => Promise<void>,
  leave: () => Promise<void>,
  close: () => Promise<void>,
): EngineTab {
  const within =
    <A extends unknown[], R>(act: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      await enter();
      try {
        return await act(...args);
      } finally {
        await leave();
      }
    };
  return {
    ...inner,
    open: within(inner.open),
    url: within(inner.url),
    run: within(inner.run) as EngineTab['run'],
    sees: within(inner.sees),
    textOf: within(inner.textOf),
    click: within(inner.click),
    type: within(inner.type),
    keys: within(inner.keys),
    choose: within(inner.choose),
    attachFile: within(inner.attachFile),
    screenshot: within(inner.screenshot),
    close,
  };
}
