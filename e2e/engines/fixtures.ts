import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { recaptchaSiteKey, serviceUrl } from '../../scripts/e2e-prod-env.mjs';
import {
  FINDINGS_STORAGE_KEY,
  failOnFindings,
  findingsIn,
  takeServiceFindings,
} from '../contractFindings';
import { startGecko } from './drivers/gecko';
import type { EngineHost, EngineName, EngineTab } from './drivers/tab';
import { startWebKit } from './drivers/webkit';
import { startStandInProxy } from './prod/standInProxy';
import type { Lang } from './words';

export { expect } from '@playwright/test';

// The engines suite's fixtures (docs/engines.md): Playwright's runner, without its browsers. A
// worker starts its engine once; each test gets a clean profile and a tab in it. Each test's end
// state is saved as a screenshot (reports/engines/) and attached to the report, so a failure
// shows the page beside the engine's own words.

export interface EngineOptions {
  engine: EngineName;
  /** The language a journey reads in this project: English at 1280 px, Chinese at 375 px. */
  lang: Lang;
  /**
   * The production path: Stripe's and reCAPTCHA's addresses answered by the stand-ins through a
   * local proxy (e2e/engines/prod/standInProxy.ts), the card provider by the mock service.
   */
  providers: boolean;
}

interface TestFixtures {
  tab: EngineTab;
  lang: Lang;
}

interface WorkerFixtures {
  engine: EngineName;
  providers: boolean;
  host: EngineHost;
}

export const SHOTS = join(import.meta.dirname, '../../reports/engines');

export const test = base.extend<TestFixtures, WorkerFixtures>({
  engine: ['gecko', { option: true, scope: 'worker' }],
  providers: [false, { option: true, scope: 'worker' }],
  lang: ['en', { option: true }],
  host: [
    async ({ engine, providers }, use) => {
      const proxy = providers
        ? await startStandInProxy({
            cardApi: `${serviceUrl}/card-provider`,
            siteKey: recaptchaSiteKey,
          })
        : null;
      const options = { proxy: proxy?.address };
      const host = engine === 'webkit' ? await startWebKit(options) : await startGecko(options);
      await use(host);
      await host.stop();
      await proxy?.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  tab: async ({ host, baseURL, viewport, providers }, use, testInfo) => {
    const size = viewport ?? { width: 1280, height: 800 };
    const tab = await host.newProfile(size, baseURL ?? 'http://localhost:4173');
    if (providers) await takeServiceFindings(serviceUrl);
    try {
      await use(tab);
      // The mock clinic's contract findings (e2e/contractFindings.ts): the mock service's on the
      // production path, else the page's storage (the portal's origin, wherever the tab is now).
      failOnFindings(
        providers
          ? await takeServiceFindings(serviceUrl)
          : findingsIn(
              // A tab left on another site (a provider's page) has no mock clinic to ask.
              await tab
                .run((key) => localStorage.getItem(key), FINDINGS_STORAGE_KEY)
                .catch(() => null),
            ),
      );
    } finally {
      const shot = await tab.screenshot().catch(() => null);
      if (shot) {
        const name = `${testInfo.project.name}--${testInfo.titlePath.slice(1).join('--')}`
          .replace(/[^\w\u4e00-\u9fff-]+/g, '-')
          .slice(0, 150);
        mkdirSync(SHOTS, { recursive: true });
        writeFileSync(join(SHOTS, `${name}.png`), shot);
        await testInfo.attach('end state', { body: shot, contentType: 'image/png' });
      }
      await tab.close();
    }
  },
});
