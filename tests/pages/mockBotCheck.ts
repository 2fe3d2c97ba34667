import { createElement, type ComponentType } from 'react';
import { afterAll, beforeAll, vi } from 'vitest';

// Pages with a bot check show the mock clinic's checkbox ("I'm not a robot"), as the e2e build
// does: Google's widget cannot load in a test. The suite shares one module graph per worker
// (vite.config.ts isolate: false), and the bot check picks its widget as its module loads, so
// the page is loaded afresh over the stand-in, and the stand-in dropped again after, so other
// files get the real widget.

const BOT_CHECK = '../../src/components/BotCheck';
// The page is loaded afresh, but must speak to the same service as the rest of the suite: its
// settings and its HTTP client stay the instances the mock clinic and the stores were set up with
// (a fresh copy of env.ts would read import.meta.env as it is at that moment).
const ENV = '../../src/config/env';
const CLIENT = '../../src/api/client';

/** Loads a page module (e.g. () => import('…/RegisterPage')) with the mock bot check in it. */
export async function withMockBotCheck<M>(load: () => Promise<M>): Promise<M> {
  const env = await import('../../src/config/env');
  const client = await import('../../src/api/client');
  vi.doMock(ENV, () => env);
  vi.doMock(CLIENT, () => client);
  vi.doMock(BOT_CHECK, async () => {
    const { default: MockBotCheck } = await import('../../src/components/BotCheck/MockBotCheck');
    return { default: MockBotCheck };
  });
  vi.resetModules();
  return load();
}

/** After the file's tests: the real bot check again for whoever loads it next. */
export function dropMockBotCheck(): void {
  vi.doUnmock(BOT_CHECK);
  vi.doUnmock(ENV);
  vi.doUnmock(CLIENT);
  vi.resetModules();
}

/**
 * A page (e.g. () => import('…/LoginPage')) loaded with the mock bot check before the file's
 * tests, the real bot check back after them: what each page test used to write out in its own
 * beforeAll and afterAll. The component it returns draws the page once it is loaded.
 */
export function pageWithMockBotCheck(
  load: () => Promise<{ default: ComponentType }>,
): ComponentType {
  let Page: ComponentType | undefined;
  beforeAll(async () => {
    ({ default: Page } = await withMockBotCheck(load));
  });
  afterAll(dropMockBotCheck);
  return function PageWithMockBotCheck() {
    if (!Page) throw new Error('The page is drawn before beforeAll loaded it.');
    return createElement(Page);
  };
}
