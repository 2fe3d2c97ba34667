import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Playwright's own list (its chromiumSwitches): a second --disable-features replaces the first,
// so it is repeated here with two additions. Chromium's headless mode prewarms the address bar's
// WebUI popups, a renderer that no test can see: it took a sixth of the CPU of a run.
const DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];

// Debian's Chromium, never a downloaded browser. The suites run in its headless shell (Debian's
// chromium-headless-shell: the same Blink and V8 without the desktop browser around them, which
// is what Playwright itself runs headless): the Chromium suite took a quarter less CPU and time
// than in the full browser's headless mode. The shell cannot show a window, so a run with
// --headed, --debug or --ui takes the full browser; so does CHROME_PATH, when it is set.
const HEADLESS_SHELL =
  process.env.CHROME_HEADLESS_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell';
const watched = ['--headed', '--debug', '--ui'].some((flag) => process.argv.includes(flag));
const executablePath =
  process.env.CHROME_PATH ??
  (!watched && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

// These flags keep it quiet on a closed network. Without a GPU, compositing in software in the
// renderer costs less than sending every frame to a GPU process that has none (about a tenth
// less CPU over a run on two cores).
const chromium = {
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    '--disable-gpu-compositing',
    `--disable-features=${DISABLED_FEATURES.join(',')}`,
  ],
};

// Several engineers may run the suite at once: each can pick its own port and build folder.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const DIST = process.env.E2E_DIST ?? 'dist-e2e';
// The same mock build with an analytics id (npm run build:mock:ga), for e2e/analytics.spec.ts only.
const GA_PORT = Number(process.env.E2E_GA_PORT ?? PORT + 200);
const GA_DIST = process.env.E2E_GA_DIST ?? 'dist-e2e-ga';
/** Run elsewhere: against nginx (playwright.deploy.config.ts), the analytics build, the engines. */
const NOT_HERE = ['**/deploy.spec.ts', '**/analytics.spec.ts', '**/prod/**', '**/engines/**'];

export default defineConfig({
  testDir: 'e2e',
  // deploy.spec.ts runs against nginx instead, with its own config: playwright.deploy.config.ts;
  // e2e/prod/ against the production bundle and the mock server: playwright.prod.config.ts.
  testIgnore: ['deploy.spec.ts', 'prod/**', 'engines/**'],
  fullyParallel: true,
  // Three workers on two cores: with two, a fifth to a third of the CPU stood idle while tests
  // waited on the mock clinic's latency, the portal's own timers (the 1 s logout after an expired
  // token, 10 s answers) and expect's polling; a third worker fills those gaps (faults.spec.ts and
  // session.spec.ts: 220 s -> 150 s; the whole suite about a tenth less, each test a fifth slower).
  // At three the CPU is busy all the time: more would only queue for it.
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Recording a trace (a screencast and a DOM snapshot per step) took 40% of a run's time; CI
    // records one when it retries a failed test, which is the run that needs it.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    locale: 'en-CA',
    timezoneId: 'America/Vancouver',
    // The portal's motion (each page's glide to its section, a dialog's fade, the menu's slide)
    // is proven by page-scroll.spec.ts, which turns it back on, and by the engines suite, which
    // runs with it as patients do. Here every click on a page that had just arrived waited about
    // a second for the glide to end (Playwright waits for a still target), and every axe check
    // toggled the setting: with the patient's 'reduce motion' setting the suite is a sixth quicker.
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: NOT_HERE,
      // @phone-only: a variant whose rule another variant proves at 1280 px (English at 1280 px,
      // Chinese at 375 px), or whose check only means something on a narrow screen.
      grepInvert: /@phone-only/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromium,
      },
    },
    {
      name: 'phone',
      // Tests tagged @phone: each feature's main journeys, its Chinese screen and anything that
      // depends on the width (at 375 px). The rest behave the same at any width, and running
      // them twice would double the CI time for nothing.
      grep: /@phone/,
      testIgnore: NOT_HERE,
      use: {
        ...devices['Pixel 5'],
        viewport: { width: 375, height: 740 },
        launchOptions: chromium,
      },
    },
    {
      // A build with VITE_GA_MEASUREMENT_ID: the consent notice and the cleaned page views.
      name: 'analytics',
      testMatch: '**/analytics.spec.ts',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromium,
        baseURL: `http://localhost:${GA_PORT}`,
      },
    },
  ],
  // The mock-mode production build (npm run build:mock), served as a real deployment would be.
  // The analytics build is served when it has been built (npm run test:e2e builds both), so a run
  // of other specs does not need it.
  webServer: [
    [DIST, PORT] as const,
    ...(existsSync(GA_DIST) ? [[GA_DIST, GA_PORT] as const] : []),
  ].map(([dist, port]) => ({
    command: `node node_modules/vite/bin/vite.js preview --outDir ${dist} --port ${port} --strictPort`,
    url: `http://localhost:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  })),
});
