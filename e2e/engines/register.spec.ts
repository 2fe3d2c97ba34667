import { expect, test } from './fixtures';
import { submitLogIn } from './pages/session';
import type { EngineTab } from './drivers/tab';
import { heading, storedTable, text, waitForPath, waitToSee } from './pages/portal';
import {
  fillRegistration,
  followConfirmationLink,
  mailbox,
  NEW_PATIENT,
  openRegister,
  submitRegistration,
  successTitle,
} from './pages/register';
import { say } from './words';

// Registration (docs/account.md#registration) in WebKit and Gecko: the form's selects (date of
// birth, gender, provinces), the date-of-birth dialog, the phone parts, the pharmacy search and
// the bot check; then the mailed confirmation link, and the new patient's first login.

/** The new patient's record as the mock clinic stored it (its data lives in localStorage). */
async function storedPatient(tab: EngineTab, email: string) {
  const users = await storedTable<{ profile: Record<string, unknown>; confirmed: boolean }>(
    tab,
    'users',
  );
  const user = users.find((candidate) => candidate.profile.email === email);
  return user ? { confirmed: user.confirmed, profile: user.profile } : null;
}

test('a new patient registers, confirms by the mailed link and logs in', async ({ tab, lang }) => {
  const { email, password, firstName, lastName } = NEW_PATIENT;
  await openRegister(tab, lang);
  await fillRegistration(tab, lang);
  await submitRegistration(tab, lang);

  await waitToSee(tab, successTitle(lang));
  await waitToSee(tab, text(say(lang, 'register:success.body', { email })));
  // The patient sees it: the heading is on the screen and has the focus. WebKit was left at the
  // bottom of the short page, the heading out of view above it (docs/engines.md).
  const place = () =>
    tab.run(() => {
      const title = document.querySelector('.register-success h2');
      const box = title?.getBoundingClientRect();
      return {
        onScreen: Boolean(box && box.top >= 0 && box.bottom <= innerHeight),
        focused: document.activeElement === title,
      };
    });
  await expect.poll(place).toEqual({ onScreen: true, focused: true });

  // What the clinic stored: the patient's own date of birth, card, phone and pharmacy, as chosen
  // with this engine's selects and keys, and not yet confirmed.
  const stored = await storedPatient(tab, email);
  expect(stored?.confirmed).toBe(false);
  expect(stored?.profile).toMatchObject({
    firstName,
    lastName,
    sex: 'Female',
    birthday: { year: '1988', month: '04', day: '12' },
    careCard: { number: NEW_PATIENT.bcNumber, province: 'BC' },
    preferredPharmacy: { name: 'Brighouse Pharmacy' },
  });
  expect(String(stored?.profile.mobilePhone).replace(/\D/g, '')).toBe(NEW_PATIENT.mobile);

  const mail = (await mailbox(tab)).find((m) => m.to === email);
  expect(mail?.link, 'the confirmation mail').toBeTruthy();
  await followConfirmationLink(tab, lang, mail!);
  expect((await storedPatient(tab, email))?.confirmed).toBe(true);

  await submitLogIn(tab, lang, email, password);
  await waitForPath(tab, /^\/dashboard/);
  await waitToSee(tab, heading(say(lang, 'dashboard:greeting', { firstName, lastName })));
});
