// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createStore } from '../../src/app/store';
import { checkLink, downloadFile, verifyBirthDate } from '../../src/features/records/thunks';
import { failNext } from '../../src/testing/mock-clinic/controls';

const TOKEN = 'records-demo-token';
const MEI = { year: '1988', month: '04', day: '12' };

async function firstFile(store: ReturnType<typeof createStore>) {
  const verified = await store.dispatch(verifyBirthDate(TOKEN, MEI));
  if (!verified.ok) throw new Error('not verified');
  expect(verified.files).toHaveLength(3);
  return verified.files[0]!;
}

describe('record download', () => {
  it('checks the link', async () => {
    const store = createStore();
    expect(await store.dispatch(checkLink(TOKEN))).toEqual({ valid: true });
    expect(await store.dispatch(checkLink('guess'))).toEqual({
      valid: false,
      error: { text: 'This link is not valid or has expired.' },
      retry: false,
    });
  });

  it('a link that could not be checked is not called invalid, and may be checked again', async () => {
    const store = createStore();
    for (const kind of ['500', 'network'] as const) {
      failNext('GET', `/services2/medical/record/${TOKEN}`, kind);
      expect(await store.dispatch(checkLink(TOKEN))).toEqual({
        valid: false,
        error: { key: 'records:linkFailed' },
        retry: true,
      });
    }
    failNext('GET', '/services2/verify/medical/record', '500');
    expect(await store.dispatch(verifyBirthDate(TOKEN, MEI))).toEqual({
      ok: false,
      error: { key: 'records:verifyFailed' },
    });
  });

  it('unlocks the files with the right birth date, and each downloads once', async () => {
    const store = createStore();
    expect(await store.dispatch(verifyBirthDate(TOKEN, { ...MEI, day: '13' }))).toEqual({
      ok: false,
      error: { text: 'The date of birth does not match our records.' },
    });
    const file = await firstFile(store);
    const save = vi.fn<(blob: Blob) => void>();
    expect(await store.dispatch(downloadFile(TOKEN, file, { save }))).toEqual({
      ok: true,
      confirmed: true,
    });
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]![0].size).toBeGreaterThan(100);
    expect(await store.dispatch(downloadFile(TOKEN, file, { save }))).toEqual({
      ok: false,
      error: { text: 'This file has already been downloaded.' },
      retry: false,
    });
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('shows the lock message after 5 wrong dates', async () => {
    const store = createStore();
    const wrong = { year: '1990', month: '01', day: '01' };
    for (let i = 0; i < 4; i += 1) await store.dispatch(verifyBirthDate(TOKEN, wrong));
    const fifth = await store.dispatch(verifyBirthDate(TOKEN, wrong));
    expect(fifth).toEqual({
      ok: false,
      error: {
        text: 'This link is locked after too many incorrect dates of birth. Please contact the clinic for a new link.',
      },
    });
  });
});
