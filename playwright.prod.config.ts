import { defineConfig, devices } from '@playwright/test';
import baseConfig from './playwright.config';
import {
  buildVars,
  dist,
  portalOrigin,
  portalPort,
  serviceUrl,
  serviceVars,
} from './scripts/e2e-prod-env.mjs';

// The production path (npm run test:e2e:prod, after scripts/build-e2e-prod.mjs): the production
// bundle served by Debian's nginx with deploy/'s config and the policy rendered for that build,
// calling `npm run mock-server` over real HTTP and socket.io, with the app's own Stripe and
// reCAPTCHA code running against the stand-ins of e2e/stand-ins/ at the providers' addresses.
// One worker: the journeys share one service, reset before each test.
const desktop = baseConfig.projects?.find((project) => project.name === 'desktop');
const phone = baseConfig.projects?.find((project) => project.name === 'phone');

export default defineConfig({
  testDir: 'e2e/prod',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: portalOrigin,
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    locale: 'en-CA',
    timezoneId: 'America/Vancouver',
  },
  projects: [
    // @phone-only: a journey that another of its variants already proves at 1280 px.
    {
      name: 'desktop',
      grepInvert: /@phone-only/,
      use: { ...devices['Desktop Chrome'], ...desktop?.use },
    },
    { name: 'phone', grep: /@phone/, use: { ...devices['Pixel 5'], ...phone?.use } },
  ],
  webServer: [
    {
      command: 'node scripts/mock-server.mjs',
      env: serviceVars,
      url: `${serviceUrl}/__mock/mailbox`,
      reuseExistingServer: false,
      timeout: 30_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 3_000 },
    },
    {
      command: `node scripts/serve-nginx.mjs --dist ${dist} --port ${portalPort}`,
      // The policy is rendered from the settings the bundle was built with.
      env: buildVars,
      url: `${portalOrigin}/index.html`,
      reuseExistingServer: false,
      timeout: 15_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 3_000 },
    },
  ],
});
