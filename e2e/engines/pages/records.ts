import type { EngineTab } from '../drivers/tab';
import { say, type Lang } from '../words';
import { button, css, heading, label, openIn, storedTable, waitForPath, waitToSee } from './portal';

// The mailed records link (docs/records.md): the one-time link, the birth-date step, the files.

/** The mock clinic's mailed link for Mei Chen's records (src/testing/mock-clinic/seed/records.ts). */
export const RECORDS_LINK = '/medical/records/records-demo-token';
export const LAB_RESULTS = {
  id: '66a0c1d2e3f4a5b6c7d80001',
  fileName: 'Lab results 2026-10-14.pdf',
};
/** Mei Chen's birth date, as the selects' values. */
const BIRTH_DATE = { year: '1988', month: '04', day: '12' };

/** Opens the link in `lang`, gives the birth date, and waits for the file list. */
export async function openRecordFiles(tab: EngineTab, lang: Lang) {
  await openIn(tab, lang, RECORDS_LINK);
  // The token leaves the address for the tab's storage (docs/routes.md#token-addresses).
  await waitForPath(tab, /^\/medical\/records$/);
  await waitToSee(tab, heading(say(lang, 'records:dialog.title')));
  await tab.choose(label(say(lang, 'fields:labels.year')), BIRTH_DATE.year);
  await tab.choose(label(say(lang, 'fields:labels.month')), BIRTH_DATE.month);
  await tab.choose(label(say(lang, 'fields:labels.day')), BIRTH_DATE.day);
  await tab.click(button(say(lang, 'records:dialog.confirm')));
  await waitToSee(tab, heading(say(lang, 'records:files.title')));
}

/** The status a file's row shows ('Available', 'Already downloaded'), or null with no such row. */
export function fileStatus(tab: EngineTab, fileName: string): Promise<string | null> {
  return tab.run((name: string) => {
    const rows = Array.from(document.querySelectorAll('.records-files > li'));
    const row = rows.find((li) => li.querySelector('.records-file-name')?.textContent === name);
    return row?.querySelector('.badge')?.textContent ?? null;
  }, fileName);
}

/** The file list's alert, if one shows (a failed download, a refusal). */
export const listAlert = css('.modal [role="alert"]');

interface StoredFile {
  id: string;
  isDownloaded: boolean;
  fetches?: number;
}

/** A file of the link as the mock clinic stored it (it saves to localStorage after every change). */
export async function storedRecordFile(tab: EngineTab, id: string): Promise<StoredFile | null> {
  const links = await storedTable<{ files: StoredFile[] }>(tab, 'recordLinks');
  for (const link of links) {
    const file = link.files.find((candidate) => candidate.id === id);
    if (file) return { id: file.id, isDownloaded: file.isDownloaded, fetches: file.fetches };
  }
  return null;
}
