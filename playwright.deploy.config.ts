import { defineConfig, devices } from '@playwright/test';
import baseConfig from './playwright.config';

// The deploy check (e2e/deploy.spec.ts): builds served by Debian's nginx with the config of
// deploy/, instead of vite preview: the mock-mode build (logging in needs the mock clinic) and
// the production build (npm test's budget step leaves it, prerendered, in dist) under the
// production policy. Own ports and build folders, like every e2e run.
const PORT = Number(process.env.DEPLOY_PORT ?? 4184);
const DIST = process.env.E2E_DIST ?? 'dist-e2e';
const PROD_PORT = Number(process.env.DEPLOY_PROD_PORT ?? 4183);
const PROD_DIST = process.env.DEPLOY_PROD_DIST ?? 'dist';
const desktop = baseConfig.projects?.find((project) => project.name === 'desktop');

export default defineConfig({
  testDir: 'e2e',
  testMatch: 'deploy.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    // 127.0.0.1, not localhost: nginx listens on that one address (and it is a secure context,
    // so the mock's service worker may register).
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    locale: 'en-CA',
    timezoneId: 'America/Vancouver',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], ...desktop?.use },
    },
  ],
  webServer: [
    [DIST, PORT],
    [PROD_DIST, PROD_PORT],
  ].map(([dist, port]) => ({
    command: `node scripts/serve-nginx.mjs --dist ${dist} --port ${port}`,
    url: `http://127.0.0.1:${port}/index.html`,
    reuseExistingServer: false,
    timeout: 15_000,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 3_000 },
  })),
});
