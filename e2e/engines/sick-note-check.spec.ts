import { expect, test } from './fixtures';
import { text, waitToSee } from './pages/portal';
import {
  checkAnotherId,
  checkNote,
  NOTE_ON_FILE,
  openSickNoteCheck,
  refusedBox,
  validBox,
} from './pages/sickNoteCheck';
import { say, type Lang } from './words';

// The public sick-note check (docs/sick-note-check.md), an employer's page with no account: the
// note's facts with its dates as calendar days in the clinic's form, the same in every engine
// whatever its time-zone data (issue 27 A), and the spec's message for a code not on file.

/** The time off as the clinic writes its days (src/lib/calendarDay.ts), in each language. */
const TIME_OFF: Record<Lang, { start: string; end: string }> = {
  en: { start: 'Nov 02, 2026', end: 'Nov 04, 2026' },
  cn: { start: '2026年11月2日', end: '2026年11月4日' },
};

test('a note on file shows its facts; an unknown code is refused', async ({ tab, lang }) => {
  await openSickNoteCheck(tab, lang);
  await checkNote(tab, lang, NOTE_ON_FILE);
  await waitToSee(tab, text(say(lang, 'validation:result.valid')));
  const facts = await tab.textOf(validBox);
  expect(facts).toContain(NOTE_ON_FILE.id);
  expect(facts).toContain(`${NOTE_ON_FILE.firstName} ${NOTE_ON_FILE.lastName}`);
  await waitToSee(tab, text(say(lang, 'validation:result.periodValue', TIME_OFF[lang])));

  await checkAnotherId(tab, lang, 'SN-20269999');
  await waitToSee(tab, text(say(lang, 'validation:errors.invalid')));
  expect(await tab.textOf(refusedBox)).toBe(say(lang, 'validation:errors.invalid'));
  expect(await tab.sees(validBox)).toBe(false);
});
