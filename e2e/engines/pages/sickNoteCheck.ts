import { waitUntil } from '../drivers/polling';
import type { EngineTab, Target } from '../drivers/tab';
import { say, type Lang } from '../words';
import { button, css, heading, label, openIn, tickBotCheck, waitToSee } from './portal';

// The public sick-note check (/validate, docs/sick-note-check.md), as an employer fills it on a
// phone or a desktop: text fields, the engine's own date fields typed key by key, the bot check.

/** The note on file in the mock clinic (README): SN-20261101, Mei Chen, 2026-11-02 to 2026-11-04. */
export const NOTE_ON_FILE = {
  id: 'SN-20261101',
  firstName: 'Mei',
  lastName: 'Chen',
  startDate: '2026-11-02',
  endDate: '2026-11-04',
} as const;

export type NoteDetails = { [K in keyof typeof NOTE_ON_FILE]: string };

const field = (lang: Lang, name: keyof NoteDetails): Target =>
  label(say(lang, `validation:fields.${name}`));

export async function openSickNoteCheck(tab: EngineTab, lang: Lang) {
  await openIn(tab, lang, '/validate');
  await waitToSee(tab, heading(say(lang, 'validation:title')));
}

/** The value the page holds for a field (a date field's is 'YYYY-MM-DD' once complete). */
const valueOf = (tab: EngineTab, id: string) =>
  tab.run((fieldId: string) => (document.getElementById(fieldId) as HTMLInputElement).value, id);

/**
 * Types a date as a patient does, into the engine's own date field: a press on its label puts the
 * caret in the first part, then the parts in the field's order (month, day, year under an
 * English-speaking system, in both engines) with the separator the field shows: WebKitGTK kept
 * digits typed without it in the month part (issue 27 report); the '/' moves on in both.
 */
async function typeDate(tab: EngineTab, name: 'startDate' | 'endDate', iso: string) {
  const [year, month, day] = iso.split('-') as [string, string, string];
  await tab.click(css(`label[for="validate-${name}"]`));
  await tab.keys(`${month}/${day}/${year}`);
  const id = `validate-${name}`;
  let held = '';
  await waitUntil(
    async () => {
      held = await valueOf(tab, id);
      return held === iso ? true : null;
    },
    () => `${name} holding ${iso} in ${tab.engine} (it holds ${JSON.stringify(held)})`,
    5_000,
  );
}

/** Fills the form, ticks the bot check and presses Validate. */
export async function checkNote(tab: EngineTab, lang: Lang, note: NoteDetails) {
  await tab.type(field(lang, 'id'), note.id);
  await tab.type(field(lang, 'firstName'), note.firstName);
  await tab.type(field(lang, 'lastName'), note.lastName);
  await typeDate(tab, 'startDate', note.startDate);
  await typeDate(tab, 'endDate', note.endDate);
  await submitCheck(tab, lang);
}

/** The same details with another Sick Note ID (the bot check is ticked again: one per check). */
export async function checkAnotherId(tab: EngineTab, lang: Lang, id: string) {
  await tab.type(field(lang, 'id'), id);
  await submitCheck(tab, lang);
}

async function submitCheck(tab: EngineTab, lang: Lang) {
  await tickBotCheck(tab, lang);
  await tab.click(button(say(lang, 'validation:submit')));
}

/** The answer's box: the valid note's facts, or the refusal. */
export const validBox = css('.validate-page [aria-live] .alert-success');
export const refusedBox = css('.validate-page [aria-live] .alert-danger');
