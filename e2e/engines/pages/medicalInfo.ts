import type { EngineTab } from '../drivers/tab';
import { say, type Lang } from '../words';
import { heading, link, waitForStillPage, waitToSee } from './portal';

/**
 * The medical information's summary, on the way to a request: its Confirm, pressed once the page
 * has stopped gliding to its section (a press during the glide lands where the link was).
 */
export async function confirmMedicalInfo(tab: EngineTab, lang: Lang) {
  await waitToSee(tab, heading(say(lang, 'medicalInfo:confirm.title')));
  await waitForStillPage(tab);
  await tab.click(link(say(lang, 'medicalInfo:confirm.confirm')));
}
