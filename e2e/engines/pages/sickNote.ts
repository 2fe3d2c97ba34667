import type { EngineTab } from '../drivers/tab';
import { say, type Lang } from '../words';
import { confirmMedicalInfo } from './medicalInfo';
import { button, heading, label, waitForPath, waitToSee } from './portal';

// From the dashboard through the medical information to the sick-note request
// (docs/requests.md#sick-note-request): one day off for work, starting on the default day.

export async function requestSickNote(tab: EngineTab, lang: Lang) {
  await tab.click(button(say(lang, 'dashboard:cards.sickNote.button')));
  await waitForPath(tab, /^\/medicalInfo\?formType=sick-note$/);
  await confirmMedicalInfo(tab, lang);
  await waitForPath(tab, /^\/sick-note\?formType=sick-note$/);
  await waitToSee(tab, heading(say(lang, 'forms:sickNote.title')));
  await tab.click(label(say(lang, 'forms:sickNote.purpose.work')));
  await tab.type(label(say(lang, 'forms:sickNote.reason.label')), 'Influenza with fever');
  await tab.click({
    by: 'label',
    value: say(lang, 'forms:sickNote.agree').slice(0, 12),
    partial: true,
  });
  await tab.click(button(say(lang, 'forms:actions.continue')));
  await waitForPath(tab, /^\/sick-note\/payment$/);
}
