// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createStore } from '../../src/app/store';
import { checkLink, downloadFile, verifyBirthDate } from '../../src/features/records/thunks';
import { failureOf } from '../../src/state/serviceThunk';
import { failNext } from '../../src/testing/mock-clinic/controls';
import {
  MEI_BIRTH_DATE,
  RECORDS_TOKEN,
  recordsShown,
  unlockedFiles,
} from '../builders/recordsLink';

async function firstFile(store: ReturnType<typeof createStore>) {
  const files = await unlockedFiles(store);
  expect(files).toHaveLength(3);
  return files[0]!;
}

describe('record download', () => {
  it('checks the link', async () => {
    const store = createStore();
    expect(recordsShown(await store.dispatch(checkLink(RECORDS_TOKEN)))).toBeNull();
    expect(recordsShown(await store.dispatch(checkLink('guess')))).toEqual({
      msg: { text: 'This link is not valid or has expired.' },
      retry: false,
    });
  });

  it('a link that could not be checked is not called invalid, and may be checked again', async () => {
    const store = createStore();
    for (const kind of ['500', 'network'] as const) {
      failNext('GET', `/services2/medical/record/${RECORDS_TOKEN}`, kind);
      expect(recordsShown(await store.dispatch(checkLink(RECORDS_TOKEN)))).toEqual({
        msg: { key: 'records:linkFailed' },
        retry: true,
      });
    }
    failNext('GET', '/services2/verify/medical/record', '500');
    expect(
      recordsShown(
        await store.dispatch(verifyBirthDate({ token: RECORDS_TOKEN, parts: MEI_BIRTH_DATE })),
      ),
    ).toEqual({
      msg: { key: 'records:verifyFailed' },
      retry: true,
    });
  });

  it('unlocks the files with the right birth date, and each downloads once', async () => {
    const store = createStore();
    const wrong = await store.dispatch(
      verifyBirthDate({ token: RECORDS_TOKEN, parts: { ...MEI_BIRTH_DATE, day: '13' } }),
    );
    expect(recordsShown(wrong)).toEqual({
      msg: { text: 'The date of birth does not match our records.' },
      retry: false,
    });
    const file = await firstFile(store);
    const save = vi.fn<(blob: Blob) => void>();
    const first = await store.dispatch(downloadFile({ token: RECORDS_TOKEN, file, save }));
    expect(first.payload).toEqual({ confirmed: true });
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]![0].size).toBeGreaterThan(100);
    expect(
      recordsShown(await store.dispatch(downloadFile({ token: RECORDS_TOKEN, file, save }))),
    ).toEqual({
      msg: { text: 'This file has already been downloaded.' },
      retry: false,
    });
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('shows the lock message after 5 wrong dates', async () => {
    const store = createStore();
    const wrong = { year: '1990', month: '01', day: '01' };
    const check = () => store.dispatch(verifyBirthDate({ token: RECORDS_TOKEN, parts: wrong }));
    for (let i = 0; i < 4; i += 1) await check();
    expect(failureOf(await check())?.msg).toEqual({
      text: 'This link is locked after too many incorrect dates of birth. Please contact the clinic for a new link.',
    });
  });
});
