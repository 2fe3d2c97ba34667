import { defineConfig } from '@playwright/test';
import type { EngineOptions } from './e2e/engines/fixtures';
import prodConfig from './playwright.prod.config';
import { portalOrigin } from './scripts/e2e-prod-env.mjs';

// The engines suite on the production path (docs/engines.md): the production bundle under nginx
// with deploy/'s policy, calling `npm run mock-server` over real HTTP and socket.io, with the app's
// own Stripe and reCAPTCHA code against the stand-ins (through a local proxy, as WebDriver has no
// request routing). The login and the card payment, in WebKit and Gecko. One worker: the journeys
// share one service, reset before each test. Needs the build of npm run build:e2e:prod.

const desktop = { viewport: { width: 1280, height: 800 }, lang: 'en', providers: true } as const;
const phone = { viewport: { width: 375, height: 740 }, lang: 'cn', providers: true } as const;

export default defineConfig<EngineOptions>({
  testDir: 'e2e/engines/prod',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  reporter: [['list']],
  use: { baseURL: portalOrigin },
  projects: [
    { name: 'webkit-prod-1280', use: { engine: 'webkit', ...desktop } },
    { name: 'gecko-prod-1280', use: { engine: 'gecko', ...desktop } },
    { name: 'webkit-prod-375', use: { engine: 'webkit', ...phone } },
    { name: 'gecko-prod-375', use: { engine: 'gecko', ...phone } },
  ],
  webServer: prodConfig.webServer,
});
