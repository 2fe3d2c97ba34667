import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from './fixtures';
import { axeViolations, fillLogin, PASSWORD } from './support';
import {
  englishWords,
  findEnglish,
  findRawKeys,
  localeKeys,
  localeText,
  readOutline,
  readPageText,
  settle,
  standInForOutsideSites,
  withLang,
  type Lang,
} from './sweep-support';
import { buildAnnouncements } from '../src/testing/mock-clinic/seed/announcements';
import { buildPharmacies } from '../src/testing/mock-clinic/seed/pharmacies';
import { buildUsers } from '../src/testing/mock-clinic/seed/users';
import { buildRecordLinks } from '../src/testing/mock-clinic/seed/records';
import { MESSAGE_ID, sweepRoutes, type SweepRoute } from './sweep-routes';
import { logOutByAddress } from './pages/login';
import { RECORDS_LINK, chooseRecordBirthDateIn } from './pages/records';
import { chooseBirthDate, field } from './pages/register';
import { openAs, openAsPatient, startPatientSession } from './pages/session';

// Issue 10 parts 2 and 3: every route of the route table, logged out and logged in, in English
// and Chinese, at the two widths of the 'desktop' and 'phone' projects (English at 1280 px only,
// see below): axe (WCAG 2.1 A and AA) once the page has settled, and in Chinese no English word
// of the locale files and no raw key.
// One test per group and language, logged in once, so the whole walk stays quick: the first
// page of a group is loaded, the others are reached as the app's links reach them
// (SWEEP_FULL_LOADS=1 loads every page afresh instead, at twice the time).
// Dialogs and keyboard journeys run at 1280 px only: they behave alike at 375 px.

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
    words: ['WebP'],
    why: 'a picture format named as the file ending shows it, like PDF, JPG, PNG and GIF',
  },
  { words: ['PIPA'], why: "B.C.'s Personal Information Protection Act, by its acronym" },
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
    texts: buildUsers(buildPharmacies()).flatMap(({ profile }) => [
      `${profile.address}, ${profile.city}`,
    ]),
    why: "the patient's own address and city, as they typed them (the confirm dialog shows them)",
  },
  {
    texts: buildRecordLinks('').flatMap((link) => link.files.flatMap((f) => [f.fileName, f.title])),
    why: "the names of the patient's record files, as the clinic stored them",
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

/** Session routes last: /auth-message logs in, /logout asks to log out (or, for a visitor, goes to /login). */
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

/** axe, raw keys and (in Chinese) English words on the page as it is now, recorded softly. */
async function audit(page: Page, lang: Lang, where: string): Promise<void> {
  expect.soft(await axeViolations(page), `axe on ${where}`).toEqual([]);
  const text = await page.evaluate(readPageText, notOurs);
  expect.soft(findRawKeys(text, keys), `raw keys on ${where}`).toEqual([]);
  if (lang === 'cn') {
    await expect.soft(page.locator('html'), where).toHaveAttribute('lang', 'zh-Hant-HK');
    expect.soft(findEnglish(text, english, allowed), `English on ${where}`).toEqual([]);
  }
}

/** On a phone the menu is collapsed behind its toggle: opened, it is audited like a page. */
async function auditOpenMenu(page: Page, lang: Lang): Promise<void> {
  const toggle = page.getByRole('button', { name: localeText(lang, 'common:nav.toggle') });
  if (!(await toggle.isVisible())) return;
  // On a loaded machine the first tap on the logged-in Chinese /policies sometimes leaves the
  // menu shut (the bar seems to be drawn anew just then: its open state is per render of the
  // page); a patient taps again, and so does the sweep, once. Under investigation (closing note).
  await expect(async () => {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 });
  }).toPass({ timeout: 10_000 });
  // The menu slides open; axe reads colours, so it waits until the menu stands still.
  await expect(page.locator('.navbar-collapse.show')).toBeVisible();
  await audit(page, lang, `the open menu (${lang}, ${new URL(page.url()).pathname})`);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
}

/**
 * Goes to an address the way the app's own links do (no reload: booting the app and its mock
 * clinic for every page would double the sweep's time). The headings on screen are marked first,
 * so that settle() waits for the new page's heading, not the old one's.
 */
async function navigateInApp(page: Page, address: string): Promise<void> {
  await page.evaluate((to) => {
    for (const heading of document.querySelectorAll('h1')) heading.dataset.sweepLeft = '';
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, address);
}

/**
 * A walk in two parts, each a test of its own, so that the two halves of a long walk can run on two
 * workers at once (a whole walk took 30 to 40 s on one). The session routes stay at the end.
 */
const PARTS = 2;
const part = (routes: SweepRoute[], index: number) => {
  const size = Math.ceil(routes.length / PARTS);
  return routes.slice(index * size, (index + 1) * size);
};

/**
 * Opens each route in turn and records (softly) what is wrong on it. The first part of a walk
 * audits the open menu on its first route; a later part opens its first route as a new page in
 * the walk's language, as the walk would have been by then.
 */
async function sweep(
  page: Page,
  routes: SweepRoute[],
  lang: Lang,
  firstPart: boolean,
): Promise<void> {
  let messageId = '';
  let menuSeen = !firstPart;
  let fresh = !firstPart;
  for (const route of routes) {
    if (route.visit.includes(MESSAGE_ID) && !messageId) {
      await page.goto(withLang('/message', lang));
      await settle(page);
      messageId = await firstMessageId(page);
    }
    const address = route.visit.replace(MESSAGE_ID, messageId);
    await test.step(address, async () => {
      if (fresh || process.env.SWEEP_FULL_LOADS || !page.url().startsWith('http://localhost')) {
        fresh = false;
        await page.goto(withLang(address, lang));
      } else {
        await navigateInApp(page, address);
      }
      if (route.kind === 'external') {
        await expect.soft(page, `${address} forwards`).not.toHaveURL(/localhost/);
        return;
      }
      await settle(page);
      const where = `${address} (${lang}, now ${new URL(page.url()).pathname})`;
      await audit(page, lang, where);
      expect.soft(await page.evaluate(readOutline), `outline of ${where}`).toEqual([]);
      if (!menuSeen) {
        menuSeen = true;
        await auditOpenMenu(page, lang);
      }
    });
  }
}

/** Logs out and leaves the English login page, which logIn() and fillLogin() expect. */
async function logOut(page: Page): Promise<void> {
  // /logout asks a logged-in patient first (docs/account.md#logout): answered Log Out.
  await logOutByAddress(page);
  await page.goto('/login?lang=en');
  await expect(page).toHaveURL(/\/login$/);
}

const desktopOnly = (projectName: string) =>
  test.skip(projectName === 'phone', 'dialogs and keyboard journeys behave alike at 375 px');

/**
 * Opens a dialog from the keyboard (Enter on its opener), audits it, closes it with `close` and
 * checks that focus is back on the opener.
 */
async function dialogRoundTrip(
  page: Page,
  lang: Lang,
  opener: Locator,
  name: string,
  close: (dialog: Locator) => Promise<void>,
): Promise<void> {
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await settle(page);
  await audit(page, lang, `dialog "${name}"`);
  await close(dialog);
  await expect(dialog).toBeHidden();
  await expect.soft(opener, `focus back on the opener of "${name}"`).toBeFocused();
}

const pressEscape = (page: Page) => () => page.keyboard.press('Escape');
const pressButton = (name: string) => async (dialog: Locator) => {
  const button = dialog.getByRole('button', { name, exact: true }).last();
  // First the checks a pointer's press waits for (visible, still for two frames, enabled), then
  // the keyboard's press. A press in the first milliseconds of a dialog's fade-in (under reduced
  // motion its transitions last 1 ms) starts its fade-out before react-bootstrap has seen the
  // fade-in end, and that fade-out never ends: the dialog stays in the page, unseen (opacity 0).
  // No hand is that quick; a script was, once in about a dozen runs of this sweep.
  await button.click({ trial: true });
  await button.focus();
  await dialog.page().keyboard.press('Enter');
};

test.describe('accessibility and language sweep', () => {
  test.beforeEach(async ({ page }) => {
    await standInForOutsideSites(page, PORT);
  });

  // English at 1280 px; Chinese at 1280 and 375 px. At 375 px the sweep is there for what the
  // width changes (the collapsed menu, stacked layouts), which both languages share; the Chinese
  // walk audits it with axe and also reads every page for English and raw keys. English at 375 px
  // is each feature's @phone journey, axe included.
  for (const lang of ['en', 'cn'] as const) {
    const tag = lang === 'cn' ? ['@phone'] : [];
    for (let index = 0; index < PARTS; index += 1) {
      const of = `part ${index + 1} of ${PARTS}`;
      test(`every visitor route, logged out (${lang}, ${of})`, { tag }, async ({ page }) => {
        test.setTimeout(120_000);
        await sweep(page, part(visitorRoutes, index), lang, index === 0);
      });

      test(
        `every patient and public route, logged in (${lang}, ${of})`,
        { tag },
        async ({ page }) => {
          test.setTimeout(120_000);
          await startPatientSession(page);
          await sweep(page, part(patientRoutes, index), lang, index === 0);
        },
      );
    }
  }
});

test.describe('the other brand', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    desktopOnly(testInfo.project.name);
    await standInForOutsideSites(page, PORT);
  });

  // South Vancouver has its own colours (src/config/brands.ts); its host name picks the brand.
  // Colour contrast is the one axe rule a theme can break, and the slowest: it runs on pages
  // that between them show every coloured part (navbar, hero, buttons, links, badges, cards,
  // alerts, form fields, the footer and the patient menu) rather than on every route again.
  const BRAND_SAMPLE = {
    visitor: ['/', '/login', '/register', '/policies', '/validate'],
    patient: ['/dashboard', '/message', '/account', '/medicalInfo/edit', '/sick-note'],
  };

  test('South Vancouver: colour contrast', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const svm = (baseURL ?? '').replace('localhost', 'svm.localhost');
    const walk = async (addresses: string[]) => {
      for (const address of addresses) {
        await navigateInApp(page, address);
        await settle(page);
        const results = await new AxeBuilder({ page })
          .options({ resultTypes: ['violations'] })
          .withRules(['color-contrast'])
          .setLegacyMode()
          .analyze();
        const found = results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')));
        expect.soft(found, `colour contrast on ${address}`).toEqual([]);
      }
    };
    await page.goto(`${svm}/?lang=en`);
    await settle(page);
    await expect(page.locator('html')).toHaveAttribute('data-brand', 'southvan');
    await walk(BRAND_SAMPLE.visitor);
    await page.goto(`${svm}/login?lang=en`);
    await fillLogin(page, 'patient@example.com');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await walk(BRAND_SAMPLE.patient);
  });
});

test.describe('every dialog, open', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    desktopOnly(testInfo.project.name);
    await standInForOutsideSites(page, PORT);
  });

  for (const lang of ['en', 'cn'] as const) {
    const t = (nsKey: string, values?: Record<string, string>) => localeText(lang, nsKey, values);

    test(`the dialogs a visitor opens (${lang})`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto(withLang('/', lang));
      await settle(page);
      const footer = page.getByRole('contentinfo');
      const footerButton = (doc: string) =>
        footer.getByRole('button', { name: t(`common:footer.${doc}`), exact: true });

      // The footer's three legal texts, each closed another way.
      const closings = [
        ['terms', pressButton(t('legal:close'))],
        ['privacy', pressEscape(page)],
        ['fees', pressButton(t('legal:closeDialog'))],
      ] as const;
      for (const [doc, close] of closings) {
        await dialogRoundTrip(page, lang, footerButton(doc), t(`legal:${doc}.title`), close);
      }
      // From one text to another and closed: focus goes back to the button that began it.
      await dialogRoundTrip(
        page,
        lang,
        footerButton('terms'),
        t('legal:terms.title'),
        async (dialog) => {
          await dialog.getByRole('button', { name: t('legal:privacy.title') }).click();
          await expect(page.getByRole('dialog', { name: t('legal:privacy.title') })).toBeVisible();
          await page.keyboard.press('Escape');
        },
      );

      // Registration: the date-of-birth confirmation opens when the date is complete.
      await page.goto(withLang('/register', lang));
      await settle(page);
      await chooseBirthDate(page, lang, '12', '04', '1988');
      const dob = page.getByRole('dialog', { name: t('register:dob.title') });
      await expect(dob).toBeVisible();
      await audit(page, lang, 'the date-of-birth dialog');
      await pressButton(t('register:dob.cancel'))(dob);
      await expect(dob).toBeHidden();
      // Cancel clears the date and takes the patient back to its first part on screen; Confirm to
      // its last (Chinese writes year, month, day; English day, month, year).
      const [firstPart, lastPart] =
        lang === 'cn' ? (['year', 'day'] as const) : (['day', 'year'] as const);
      await expect.soft(field(page, lang, firstPart)).toBeFocused();
      await chooseBirthDate(page, lang, '12', '04', '1988');
      await pressButton(t('register:dob.confirm'))(dob);
      await expect(dob).toBeHidden();
      await expect.soft(field(page, lang, lastPart)).toBeFocused();

      // The records link opens its dialog on arrival (there is no opener to return to).
      await page.goto(withLang(RECORDS_LINK, lang));
      const identity = page.getByRole('dialog', { name: t('records:dialog.title') });
      await expect(identity).toBeVisible({ timeout: 20_000 });
      await settle(page);
      await audit(page, lang, 'the records identity dialog');
      await chooseRecordBirthDateIn(identity);
      await identity.getByRole('button', { name: t('records:dialog.confirm') }).click();
      const files = page.getByRole('dialog', { name: t('records:files.title') });
      await expect(files.getByRole('listitem')).toHaveCount(3);
      await audit(page, lang, 'the records files dialog');
    });

    test(`the dialogs a patient opens (${lang})`, async ({ page }) => {
      test.setTimeout(120_000);
      // The message reply, from the message asking for a picture.
      await openAsPatient(page, withLang('/message', lang));
      await settle(page);
      await page.goto(withLang(`/message/${await firstMessageId(page)}`, lang));
      await settle(page);
      await dialogRoundTrip(
        page,
        lang,
        page.getByRole('button', { name: t('messages:detail.reply'), exact: true }),
        t('messages:reply.title'),
        pressEscape(page),
      );
      await logOut(page);

      // The dashboard asks a patient without a preferred pharmacy for one.
      await openAs(page, 'nopharmacy@example.com', withLang('/dashboard', lang));
      await settle(page);
      await dialogRoundTrip(
        page,
        lang,
        page.getByRole('button', { name: t('dashboard:cards.appointment.familyMedicine') }),
        t('dashboard:pharmacyDialog.title'),
        pressButton(t('dashboard:pharmacyDialog.close')),
      );
      await logOut(page);

      // A patient whose details need confirming meets both questions on /account.
      await page.goto('/login');
      await fillLogin(page, 'update@example.com');
      await page.getByRole('button', { name: 'Log In' }).click();
      await expect(page).toHaveURL(/\/account$/);
      await page.goto(withLang('/account', lang));
      const question = page.getByRole('dialog', { name: t('account:flow.familyDocTitle') });
      await expect(question).toBeVisible({ timeout: 20_000 });
      await settle(page);
      await audit(page, lang, 'the family-doctor question');
      await question.getByRole('button', { name: t('account:flow.yes'), exact: true }).click();
      const confirm = page.getByRole('dialog', { name: t('account:flow.confirmTitle') });
      await expect(confirm).toBeVisible();
      await audit(page, lang, 'the confirm-information dialog');
    });
  }
});

/** Tabs to `target` (tabTo) and types `text` there, as a keyboard user fills a field. */
async function tabAndType(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

/**
 * Presses Tab until `target` has focus (it may have it already: a field that moves focus on by
 * itself), and checks that the focus can be seen.
 */
async function tabTo(page: Page, target: Locator, max = 45, key = 'Tab'): Promise<void> {
  await target.waitFor();
  const passed: string[] = [];
  for (let presses = 0; presses <= max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      const ring = await target.evaluate((element) => {
        const style = getComputedStyle(element);
        const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
        const shadow =
          style.boxShadow !== 'none' && !style.boxShadow.startsWith('rgba(0, 0, 0, 0)');
        return outline || shadow;
      });
      expect.soft(ring, `a visible focus ring on ${String(target)}`).toBe(true);
      return;
    }
    await page.keyboard.press(key);
    passed.push(
      await page.evaluate(() => {
        const element = document.activeElement;
        return element ? `${element.localName}#${element.id}` : 'nothing';
      }),
    );
  }
  throw new Error(`${key} never reached ${String(target)}; it went through ${passed.join(' → ')}`);
}

/** Types into a select as a keyboard user does (the first letters of an option). */
async function typeIntoSelect(page: Page, select: Locator, text: string, value: string) {
  await tabAndType(page, select, text);
  await expect(select).toHaveValue(value);
}

test.describe('keyboard only', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    desktopOnly(testInfo.project.name);
    await standInForOutsideSites(page, PORT);
  });

  test('logs in: Tab to the fields, type, Space on the bot check, Enter', async ({ page }) => {
    await page.goto('/login?lang=en');
    await settle(page);
    const password = page.locator('#login-password');
    const bot = page.getByLabel("I'm not a robot");
    const logInButton = page.getByRole('button', { name: 'Log In', exact: true });
    await tabAndType(page, page.locator('#login-email'), 'patient@example.com');
    await tabAndType(page, password, 'not-the-password');
    await tabTo(page, bot);
    await page.keyboard.press('Space');
    await expect(bot).toBeChecked();
    await tabTo(page, logInButton);
    await page.keyboard.press('Enter');

    // The refusal is read out where the focus now is; back to the password, and again.
    const refusal = page.locator('form [role="alert"]');
    await expect(refusal).not.toBeEmpty();
    await expect(refusal).toBeFocused();
    await tabTo(page, password, 10, 'Shift+Tab');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(PASSWORD);
    await tabTo(page, bot);
    await page.keyboard.press('Space');
    await tabTo(page, logInButton);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Mei Chen');
  });

  test('registers: every field by keyboard, errors announced where the focus goes', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const t = (nsKey: string, values?: Record<string, string>) => localeText('en', nsKey, values);
    await page.goto('/register?lang=en');
    await settle(page);
    const signUp = page.getByRole('button', { name: t('register:submit'), exact: true });
    const error = page.locator('#register-error');
    const field = (name: string) => page.locator(`#register-${name}`);

    // Submitting the empty form: the first error is announced and the focus is on its field.
    await tabTo(page, signUp, 60);
    await page.keyboard.press('Enter');
    await expect(error).toHaveAttribute('role', 'alert');
    await expect(error).not.toBeEmpty();
    await expect(field('firstName')).toBeFocused();
    await expect(field('firstName')).toHaveAttribute('aria-invalid', 'true');
    await expect(field('firstName')).toHaveAttribute('aria-describedby', /register-error/);

    await page.keyboard.type('Lucy');
    await tabAndType(page, field('lastName'), 'Ho');
    await typeIntoSelect(page, field('gender'), 'Female', 'Female');
    await typeIntoSelect(page, field('dob-day'), '12', '12');
    await typeIntoSelect(page, field('dob-month'), '04', '04');
    // Type-ahead passes through 1999 and 1989 on its way to 1988: no dialog until the date is left.
    await typeIntoSelect(page, field('dob-year'), '1988', '1988');
    const dob = page.getByRole('dialog', { name: t('register:dob.title') });
    await expect(dob).toBeHidden();
    await page.keyboard.press('Tab');
    // Then the complete date asks for confirmation, and the dialog holds the focus.
    await expect(dob).toBeVisible();
    await tabTo(page, dob.getByRole('button', { name: t('register:dob.confirm') }), 5);
    await page.keyboard.press('Enter');
    await expect(dob).toBeHidden();
    await expect(field('dob-year')).toBeFocused();
    await expect(field('dob-year')).toHaveValue('1988');

    await tabAndType(page, field('address'), '6060 Minoru Blvd');
    await tabAndType(page, field('city'), 'Richmond');
    await typeIntoSelect(page, field('province'), 'British', 'BC');
    await tabAndType(page, field('postal'), 'V6Y 1Y2');
    for (const [part, digits] of [
      ['p1', '604'],
      ['p2', '555'],
      ['p3', '0111'],
    ] as const) {
      await tabAndType(page, field(`mobile-${part}`), digits);
    }
    // The pharmacy: nothing is chosen until the patient searches (issue 16 point 3).
    await tabAndType(
      page,
      page.getByRole('searchbox', { name: t('fields:pharmacy.search') }),
      'Brighouse',
    );
    await expect(page.getByRole('radio', { name: /Brighouse Pharmacy/ })).toBeChecked();
    await typeIntoSelect(page, field('healthCardProvince'), 'British', 'BC');
    await tabAndType(page, field('healthCardNumber'), '9876543218');
    await tabAndType(page, field('healthCardNumberConfirm'), '9876543218');
    // First with an e-mail that has an account: the service's refusal is announced.
    await tabAndType(page, field('email'), 'patient@example.com');
    await tabAndType(page, field('emailConfirm'), 'patient@example.com');
    await tabAndType(page, field('password'), 'Sunrise#2026');
    await tabAndType(page, field('passwordConfirm'), 'Sunrise#2026');
    await tabTo(page, field('agreement'));
    await page.keyboard.press('Space');
    const bot = page.getByLabel(t('auth:botCheck.label'));
    await tabTo(page, bot);
    await page.keyboard.press('Space');
    await tabTo(page, signUp);
    await page.keyboard.press('Enter');
    const refusal = page.locator('form [role="alert"]');
    await expect(refusal).not.toBeEmpty();
    await expect(refusal).toBeFocused();

    // Back to the e-mail, a new one, the bot check again (it resets after a refusal), and Enter.
    for (const [name, key] of [
      ['email', 'Shift+Tab'],
      ['emailConfirm', 'Tab'],
    ] as const) {
      await tabTo(page, field(name), 45, key);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('lucy.keyboard@example.com');
    }
    await tabTo(page, bot);
    await expect(bot).not.toBeChecked();
    await page.keyboard.press('Space');
    await tabTo(page, signUp);
    await page.keyboard.press('Enter');
    const done = page.getByRole('heading', { name: t('register:success.title') });
    await expect(done).toBeVisible();
    await expect(done).toBeFocused();
  });
});

test.describe('keyboard only, in Chinese', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    desktopOnly(testInfo.project.name);
    await standInForOutsideSites(page, PORT);
  });

  test('requests a sick note, is declined, pays with the bank asking in place', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const t = (nsKey: string) => localeText('cn', nsKey);
    await openAsPatient(page, '/dashboard?lang=cn');
    await settle(page);
    await tabTo(page, page.getByRole('button', { name: t('dashboard:cards.sickNote.button') }));
    await page.keyboard.press('Enter');

    // The medical information comes first: confirmed as it stands.
    await expect(page).toHaveURL(/\/medicalInfo/);
    await settle(page);
    await tabTo(
      page,
      page.getByRole('link', { name: t('medicalInfo:confirm.confirm'), exact: true }),
    );
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/sick-note/);
    await settle(page);
    const purpose = page.locator('#sn-purpose-first');
    await tabTo(page, purpose);
    await page.keyboard.press('Space');
    await expect(purpose).toBeChecked();
    await tabAndType(page, page.locator('#sn-reason'), '昨晚開始發燒及咳嗽，今天未能上班。');
    await tabTo(page, page.locator('#sn-agree'));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: t('forms:actions.continue') }));
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/sick-note\/payment$/);
    await settle(page);
    await audit(page, 'cn', 'the payment page with a request');
    const cardNumber = page.locator('#pay-card-number');
    const pay = page.getByRole('button', { name: t('payment:actions.pay') });
    await tabAndType(page, cardNumber, '4000 0000 0000 0002');
    await tabAndType(page, page.locator('#pay-card-expiry'), '12 / 34');
    await tabAndType(page, page.locator('#pay-card-cvc'), '123');
    await tabTo(page, pay);
    await page.keyboard.press('Enter');

    // Declined: the message is announced and the focus is back on Pay now, not on the page.
    await expect(page.getByRole('alert').filter({ hasText: /\S/ }).first()).toBeVisible({
      timeout: 15_000,
    });
    await expect(pay).toBeEnabled();
    await expect(pay).toBeFocused();
    await tabTo(page, cardNumber, 10, 'Shift+Tab');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('4000 0025 0000 3155');
    await tabTo(page, pay);
    await page.keyboard.press('Enter');

    const bank = page.getByRole('dialog', { name: t('payment:authentication.title') });
    await expect(bank).toBeVisible({ timeout: 15_000 });
    await audit(page, 'cn', 'the bank authentication dialog');
    await tabTo(page, bank.getByRole('button', { name: t('payment:authentication.complete') }), 6);
    await page.keyboard.press('Enter');

    const success = page.getByRole('dialog', { name: t('payment:success.title') });
    await expect(success).toBeVisible({ timeout: 15_000 });
    await audit(page, 'cn', 'the payment success dialog');
    await tabTo(page, success.getByRole('button', { name: t('payment:success.ok') }), 6);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
