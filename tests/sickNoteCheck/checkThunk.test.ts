// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createStore } from '../../src/app/store';
import { checkSickNote } from '../../src/features/sickNoteCheck/thunks';
import { failureOf } from '../../src/state/serviceThunk';
import { failNext } from '../../src/testing/mock-clinic/controls';
import { sickNoteOnFile } from '../builders/sickNoteCheck';

// docs/sick-note-check.md#sick-note-check-rules-and-messages: the check's verdict, as the page
// reads it from the service thunk (moved here from tests/messaging/recordsValidationThunks.test.ts).

describe('sick-note validation', () => {
  const values = sickNoteOnFile({ id: ' SN-20261101 ', firstName: ' mei', lastName: 'CHEN ' });
  const check = (checked = values) =>
    createStore().dispatch(checkSickNote({ values: checked, recaptcha: 'mock-recaptcha' }));

  it('confirms the seeded note with names trimmed', async () => {
    const outcome = await check();
    expect(failureOf(outcome)).toBeNull();
    expect(outcome.payload).toMatchObject({ id: 'SN-20261101', user: { firstName: 'Mei' } });
  });

  it('refuses a changed date', async () => {
    const outcome = await check({ ...values, endDate: '2026-11-05' });
    expect(failureOf(outcome)?.msg).toEqual({ text: 'This sick note is invalid.' });
  });

  it("says 'Something went wrong!' when the service cannot answer, and the banner shows", async () => {
    failNext('GET', '/services/sicknote/validateById/*', 'network');
    const store = createStore();
    const outcome = await store.dispatch(checkSickNote({ values, recaptcha: 'mock-recaptcha' }));
    expect(failureOf(outcome)?.msg).toEqual({ key: 'validation:errors.failed' });
    expect(store.getState().auth.apiUnavailable).toBe(true);
  });

  it("says 'Something went wrong!' for a 5xx", async () => {
    failNext('GET', '/services/sicknote/validateById/*', '500');
    expect(failureOf(await check())?.msg).toEqual({ key: 'validation:errors.failed' });
  });
});
