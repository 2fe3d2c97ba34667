// What the accessibility and language sweep (e2e/sweep.spec.ts) needs besides the route list:
// when a page has settled, the English words and keys of the locale files, and the text a
// patient sees or hears on a page.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

export type Lang = 'en' | 'cn';

const localesDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/i18n/locales',
);

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else flatten(value, name, out);
  }
  return out;
}

function readLocale(lang: Lang): Map<string, Map<string, string>> {
  const dir = path.join(localesDir, lang);
  return new Map(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [
        file.replace(/\.json$/, ''),
        flatten(JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Tree),
      ]),
  );
}

const locales = { en: readLocale('en'), cn: readLocale('cn') };

/** A locale text, as t() gives it: 'namespace:key.path', with {{name}} filled in. */
export function localeText(
  lang: Lang,
  nsKey: string,
  values: Record<string, string | number> = {},
): string {
  const [namespace = '', key = ''] = nsKey.split(':');
  const text = locales[lang].get(namespace)?.get(key);
  if (text === undefined) throw new Error(`No ${lang} text ${nsKey}`);
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole));
}

/** Runs of Latin letters: "e-mail" gives "mail", "I'm" gives "I" and "m". */
const latinWords = (text: string) => text.match(/[A-Za-z]+/g) ?? [];

/** A locale value without its interpolations ({{name}}) and Trans tags (<1>, <strong>). */
const plainValue = (value: string) =>
  value.replace(/\{\{[^}]*\}\}/g, ' ').replace(/<\/?[\w-]+\s*\/?>/g, ' ');

/**
 * Every word of 4 letters or more in the English locale values, lower case, less the exceptions.
 * Server texts (en/server.json) count too: the service's English must not reach a Chinese page.
 */
export function englishWords(exceptions: ReadonlySet<string>): Set<string> {
  const words = new Set<string>();
  for (const values of locales.en.values()) {
    for (const value of values.values()) {
      for (const word of latinWords(plainValue(value))) {
        const lower = word.toLowerCase();
        if (lower.length >= 4 && !exceptions.has(lower)) words.add(lower);
      }
    }
  }
  return words;
}

/** Every key of every namespace, as "key.path" (what t() shows for a key it cannot find). */
export function localeKeys(): { keys: Set<string>; namespaces: Set<string> } {
  const keys = new Set<string>();
  const namespaces = new Set<string>();
  for (const lang of ['en', 'cn'] as const) {
    for (const [namespace, values] of locales[lang]) {
      namespaces.add(namespace);
      // Server texts are keyed by their English wording, which is not a key-looking string.
      if (namespace === 'server') continue;
      for (const key of values.keys()) keys.add(key);
    }
  }
  return { keys, namespaces };
}

export interface PageText {
  /** Visible text and what a screen reader reads (visually hidden text included). */
  text: string[];
  /** aria-label, title, placeholder, alt and aria-placeholder values, and the document title. */
  attributes: string[];
}

/**
 * What a patient sees or hears on the page: text nodes that are rendered (visually hidden ones
 * included, as a screen reader reads them), the labels carried by attributes, and the title.
 * Elements matching one of `exempt` are left out (text the service or a person wrote).
 * Runs in the page, so it is self-contained.
 */
export function readPageText(exempt: string): PageText {
  const skipped = (element: Element | null) =>
    !element ||
    (exempt !== '' && element.closest(exempt) !== null) ||
    element.closest('script, style, noscript, template') !== null;
  const shown = (element: Element) => {
    // An <option> has no box of its own: it is shown when its select is.
    const box = element.closest('select') ?? element;
    return box.checkVisibility({ visibilityProperty: true });
  };

  const text: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const value = node.nodeValue?.trim();
    const parent = node.parentElement;
    if (!value || !parent || skipped(parent) || !shown(parent)) continue;
    // A text area's text is what the patient typed (its label and placeholder are read).
    if (parent.localName === 'textarea') continue;
    text.push(value);
  }

  const attributes: string[] = [document.title];
  const named = document.body.querySelectorAll(
    '[aria-label], [title], [placeholder], [alt], [aria-placeholder]',
  );
  for (const element of named) {
    if (skipped(element) || !shown(element)) continue;
    for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'aria-placeholder']) {
      const value = element.getAttribute(name)?.trim();
      if (value) attributes.push(value);
    }
  }
  return { text, attributes };
}

export interface NotEnglish {
  /** Exact texts that may stand as they are (the service's data, quoted English). */
  texts: readonly string[];
  /** Patterns that are no words (e-mail and web addresses). */
  patterns: readonly RegExp[];
}

/**
 * The page's outline as a screen reader lists it, outside open dialogs: what breaks the house
 * rules (one h1, no level skipped on the way down, one main landmark). axe's WCAG tags leave
 * these to its best-practice rules, which the sweep does not run. Runs in the page.
 */
export function readOutline(): string[] {
  const shown = (element: Element) =>
    element.checkVisibility({ visibilityProperty: true }) &&
    element.closest('[role="dialog"], [aria-hidden="true"]') === null;
  const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].filter(shown);
  const problems: string[] = [];
  const ones = headings.filter((heading) => heading.localName === 'h1').length;
  if (ones !== 1) problems.push(`${ones} h1 headings`);
  let previous = 0;
  for (const heading of headings) {
    const level = Number(heading.localName.slice(1));
    if (previous > 0 && level > previous + 1) {
      problems.push(`h${previous} then h${level}: "${heading.textContent?.trim().slice(0, 60)}"`);
    }
    previous = level;
  }
  const mains = [...document.querySelectorAll('main, [role="main"]')].filter(shown).length;
  if (mains !== 1) problems.push(`${mains} main landmarks`);
  return problems;
}

/** English words (from the locale files) found in Chinese text, with the text they came from. */
export function findEnglish(
  page: PageText,
  words: ReadonlySet<string>,
  allowed: NotEnglish,
): string[] {
  const found: string[] = [];
  for (const text of [...page.text, ...page.attributes]) {
    let rest = text;
    for (const allowedText of allowed.texts) rest = rest.split(allowedText).join(' ');
    for (const pattern of allowed.patterns) rest = rest.replace(pattern, ' ');
    const hits = latinWords(rest).filter((word) => words.has(word.toLowerCase()));
    if (hits.length > 0) found.push(`${hits.join(', ')} in "${text.slice(0, 120)}"`);
  }
  return found;
}

/** Text that is a raw i18n key ("footer.terms") or a "namespace:key". */
export function findRawKeys(
  page: PageText,
  { keys, namespaces }: { keys: ReadonlySet<string>; namespaces: ReadonlySet<string> },
): string[] {
  const found: string[] = [];
  for (const text of [...page.text, ...page.attributes]) {
    for (const match of text.matchAll(/\b[a-z]+(?:\.[a-zA-Z0-9]+)+\b/g)) {
      if (keys.has(match[0])) found.push(`${match[0]} in "${text.slice(0, 120)}"`);
    }
    for (const match of text.matchAll(/\b([a-zA-Z]+):([a-zA-Z0-9]+(?:\.[a-zA-Z0-9]+)*)\b/g)) {
      if (namespaces.has(match[1] ?? '')) found.push(`${match[0]} in "${text.slice(0, 120)}"`);
    }
  }
  return found;
}

/**
 * Waits until the page has arrived: a main heading is shown and no spinner is turning (a page's
 * chunk, its texts and its first data have come).
 */
export async function settle(page: Page): Promise<void> {
  // One check in the page every 50 ms: expect()'s widening retries would add up to a second a
  // page over a sweep of a hundred pages.
  const settled = await page
    .waitForFunction(
      () => {
        const shown = (selector: string) =>
          [...document.querySelectorAll(selector)].some((element) =>
            element.checkVisibility({ visibilityProperty: true }),
          );
        // Headings marked by navigateInApp() belong to the page that is being left.
        return shown('h1:not([data-sweep-left])') && !shown('.spinner-border');
      },
      null,
      { polling: 50, timeout: 20_000 },
    )
    .then(
      () => true,
      () => false,
    );
  if (!settled) {
    // Say which half never came.
    await expect(page.locator('h1:visible').first()).toBeVisible({ timeout: 1 });
    await expect(page.locator('.spinner-border:visible')).toHaveCount(0, { timeout: 1 });
  }
}

/** The address with ?lang= added, which the app reads once and remembers. */
export const withLang = (address: string, lang: Lang) =>
  `${address}${address.includes('?') ? '&' : '?'}lang=${lang}`;

/**
 * Outside sites cannot load here (no internet). A page that forwards to one (booking, a sister
 * site) gets a small stand-in page; anything else from outside is refused.
 */
export async function standInForOutsideSites(page: Page, port: string): Promise<void> {
  await page.route(
    // *.localhost names are the app too (the other brand is chosen by host name).
    (url) => !/(^|\.)localhost$|^127\.0\.0\.1$/.test(url.hostname) || url.port !== port,
    (route) =>
      route.request().resourceType() === 'document'
        ? route.fulfill({
            contentType: 'text/html',
            body: '<!doctype html><html lang="en"><title>Outside site</title><main><h1>Outside site</h1></main></html>',
          })
        : route.abort(),
  );
}
