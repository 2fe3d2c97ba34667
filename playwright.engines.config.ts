import { defineConfig } from '@playwright/test';
import type { EngineOptions } from './e2e/engines/fixtures';

// The engines suite (docs/engines.md): the journeys that carry money, health data and sessions,
// in WebKit (Safari's engine, every iPhone browser) and Gecko (Firefox), from Debian's packages:
// WebKitGTK's MiniBrowser through WebKitWebDriver, Firefox ESR through Puppeteer. Playwright is
// only the runner here. English is read at 1280 px and Chinese at 375 px.

const PORT = Number(process.env.E2E_ENGINES_PORT ?? 4187);
const DIST = process.env.E2E_DIST ?? 'dist-e2e';

const desktop = { viewport: { width: 1280, height: 800 }, lang: 'en' } as const;
const phone = { viewport: { width: 375, height: 740 }, lang: 'cn' } as const;

export default defineConfig<EngineOptions>({
  testDir: 'e2e/engines',
  testMatch: '**/*.spec.ts',
  // The production path has its own config, servers and build: playwright.engines.prod.config.ts.
  testIgnore: 'prod/**',
  fullyParallel: true,
  // One WebKit and one Firefox at a time: two cores.
  workers: 2,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: { baseURL: `http://localhost:${PORT}` },
  projects: [
    { name: 'webkit-1280', use: { engine: 'webkit', ...desktop } },
    { name: 'gecko-1280', use: { engine: 'gecko', ...desktop } },
    { name: 'webkit-375', use: { engine: 'webkit', ...phone } },
    { name: 'gecko-375', use: { engine: 'gecko', ...phone } },
  ],
  webServer: {
    command: `node node_modules/vite/bin/vite.js preview --outDir ${DIST} --port ${PORT} --strictPort`,
    url: `http://localhost:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
