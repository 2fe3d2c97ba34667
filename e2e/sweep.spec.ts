import { expect, test, type Page } from '@playwright/test';
import { axeViolations, logIn } from './support';
import {
  englishWords,
  findEnglish,
  findRawKeys,
  localeKeys,
  readPageText,
  settle,
  standInForOutsideSites,
  withLang,
  type Lang,
} from './sweep-support';
import { buildAnnouncements } from '../src/mocks/seed/announcements';
import { buildPharmacies } from '../src/mocks/seed/pharmacies';
import { MESSAGE_ID, sweepRoutes, type SweepRoute } from './sweep-routes';

// Issue 10 parts 2 and 3: every route of the route table, logged out and logged in, in English
// and Chinese, at the two widths of the 'desktop' and 'phone' projects: axe (WCAG 2.1 A and AA)
// once the page has settled, and in Chinese no English word of the locale files and no raw key.
// One test per group and language, logged in once, so the whole walk stays quick.

const PORT = process.env.E2E_PORT ?? '4173';

/**
 * What may stand in English on a Chinese page. Every entry says why. `words` are matched whole
 * and case-blind against runs of Latin letters; `texts` are left out exactly as written.
 */
const EXCEPTIONS: { words?: string[]; texts?: string[]; why: string }[] = [
  { words: ['ICBC', 'WorkSafeBC'], why: 'agency names the glossary keeps as they are' },
  { words: ['Stripe', 'Google', 'ReCAPTCHA'], why: 'product names' },
  { words: ['Oscar'], why: "the clinic's medical-record system, by its product name" },
  {
    words: ['English'],
    why: 'the language switch names English in English, so an English reader finds it',
  },
  {
    words: ['Amoxicillin', 'Codeine', 'Macrolides', 'Penicillin', 'Sulfa', 'Metformin'],
    why: "drug names, kept beside the Chinese as they appear on the patient's medicine label",
  },
  {
    texts: ['「SAMPLE」'],
    why: 'the sample sick note has SAMPLE printed on it in English; its alt text quotes the word',
  },
  {
    texts: buildPharmacies().flatMap((pharmacy) => [pharmacy.name, pharmacy.address.address]),
    why: "pharmacy names and addresses: the service's data, in English",
  },
  {
    texts: buildAnnouncements(),
    why: "the clinic's announcements: the service's data, written by the staff in English",
  },
  {
    texts: [
      'Migraine without aura, not intractable',
      'Septra',
      'Salbutamol inhaler 100 mcg as needed',
      'Cetirizine 10 mg daily',
      'Vitamin D 1000 IU daily',
    ],
    why: "Mei Chen's medical record as the mock seeds it: a condition from the English ICD list and what she typed",
  },
];

/** Patterns that are no words. */
const NOT_WORDS: { pattern: RegExp; why: string }[] = [
  {
    pattern: /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g,
    why: "e-mail addresses (the clinic's, the patient's)",
  },
  { pattern: /https?:\/\/\S+/g, why: 'web addresses' },
];

/**
 * Parts of a page whose text comes from a person or from outside, in whatever language it was
 * written; the sweep does not read them. Every entry says why.
 */
const NOT_OURS: { selector: string; why: string }[] = [
  {
    selector: '.message-text, .message-preview',
    why: 'messages the clinic staff or the patient wrote, shown as written (and their previews)',
  },
  {
    selector: '.partner-link-name',
    why: 'names of B.C. public services (HealthLink BC, Health Insurance BC), kept as they are',
  },
];

const exceptions = new Set(
  EXCEPTIONS.flatMap((entry) => entry.words ?? []).map((word) => word.toLowerCase()),
);
const english = englishWords(exceptions);
const allowed = {
  // Longest first, so a text that holds a shorter one is taken out whole.
  texts: EXCEPTIONS.flatMap((entry) => entry.texts ?? []).sort((a, b) => b.length - a.length),
  patterns: NOT_WORDS.map((entry) => entry.pattern),
};
const keys = localeKeys();
const notOurs = NOT_OURS.map((entry) => entry.selector).join(', ');

/** Session routes last: /auth-message logs in, /logout logs out. */
const order = (route: SweepRoute) =>
  route.kind === 'session' ? (route.path === '/logout' ? 2 : 1) : 0;

const visitorRoutes = sweepRoutes
  .filter((route) => !route.skip && route.access !== 'patient')
  .sort((a, b) => order(a) - order(b));
const patientRoutes = sweepRoutes
  .filter((route) => !route.skip && route.access !== 'guest')
  .sort((a, b) => order(a) - order(b));

/** The first message of the patient's list (its id is the mock's, read from the page). */
async function firstMessageId(page: Page): Promise<string> {
  const href = await page.locator('main a[href^="/message/"]').first().getAttribute('href');
  return href?.split('/').pop() ?? '';
}

/** Opens each route in turn and records (softly) what is wrong on it. */
async function sweep(page: Page, routes: SweepRoute[], lang: Lang): Promise<void> {
  let messageId = '';
  for (const route of routes) {
    if (route.visit.includes(MESSAGE_ID) && !messageId) {
      await page.goto(withLang('/message', lang));
      await settle(page);
      messageId = await firstMessageId(page);
    }
    const address = route.visit.replace(MESSAGE_ID, messageId);
    await test.step(address, async () => {
      const t0 = Date.now();
      await page.goto(withLang(address, lang));
      const t1 = Date.now();
      if (route.kind === 'external') {
        await expect.soft(page, `${address} forwards`).not.toHaveURL(/localhost/);
        return;
      }
      await settle(page);
      const t2 = Date.now();
      const where = `${address} (${lang}, now ${new URL(page.url()).pathname})`;
      expect.soft(await axeViolations(page), `axe on ${where}`).toEqual([]);
      const t3 = Date.now();
      const text = await page.evaluate(readPageText, notOurs);
      expect.soft(findRawKeys(text, keys), `raw keys on ${where}`).toEqual([]);
      if (lang === 'cn') {
        await expect.soft(page.locator('html'), where).toHaveAttribute('lang', 'zh-Hant');
        expect.soft(findEnglish(text, english, allowed), `English on ${where}`).toEqual([]);
      }
      if (process.env.SWEEP_TIMING)
        console.log(
          `TIMING ${address} goto ${t1 - t0} settle ${t2 - t1} axe ${t3 - t2} text ${Date.now() - t3}`,
        );
    });
  }
}

test.describe('accessibility and language sweep', () => {
  test.beforeEach(async ({ page }) => {
    await standInForOutsideSites(page, PORT);
  });

  for (const lang of ['en', 'cn'] as const) {
    test(`every visitor route, logged out (${lang})`, async ({ page }) => {
      test.setTimeout(240_000);
      await sweep(page, visitorRoutes, lang);
    });

    test(`every patient and public route, logged in (${lang})`, async ({ page }) => {
      test.setTimeout(240_000);
      await logIn(page, 'patient@example.com');
      await sweep(page, patientRoutes, lang);
    });
  }
});
