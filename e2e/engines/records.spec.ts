import { expect, test } from './fixtures';
import { waitUntil } from './drivers/polling';
import {
  fileStatus,
  LAB_RESULTS,
  listAlert,
  openRecordFiles,
  storedRecordFile,
} from './pages/records';
import { button } from './pages/portal';
import { say } from './words';

// The mailed records link behind the birth date (docs/records.md): the page fetches the file,
// hands it to the engine to save (a link with `download` on a blob: address), and tells the
// clinic it arrived (POST …/download/{id}/received), which spends it. What each engine then
// does with the file is its own (WebKit's download bar, Firefox's downloads); what the patient
// reads on the page, and what the clinic counts, must be the same everywhere.

test('the records link, the birth date, a download the clinic is told arrived', async ({
  tab,
  lang,
}) => {
  await openRecordFiles(tab, lang);
  const available = say(lang, 'records:files.available');
  expect(await fileStatus(tab, LAB_RESULTS.fileName)).toBe(available);

  await tab.click(button(say(lang, 'records:files.downloadLabel', { name: LAB_RESULTS.fileName })));
  const downloaded = say(lang, 'records:files.downloaded');
  await waitUntil(
    async () => ((await fileStatus(tab, LAB_RESULTS.fileName)) === downloaded ? true : null),
    () => `'${downloaded}' beside ${LAB_RESULTS.fileName} in ${tab.engine}`,
  );
  // No failure said, the other files still offered, the page still the records page.
  expect(await tab.sees(listAlert)).toBe(false);
  expect(await fileStatus(tab, 'Visit summary 2026-09-30.pdf')).toBe(available);
  expect(new URL(await tab.url()).pathname).toBe('/medical/records');

  // The clinic was told the file arrived: spent after one copy sent, not by the 5-copy cap.
  expect(await storedRecordFile(tab, LAB_RESULTS.id)).toEqual({
    id: LAB_RESULTS.id,
    isDownloaded: true,
    fetches: 1,
  });
});
