import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MedicalInfoRecord } from '../../src/api/types';
import { logout } from '../../src/features/auth/logout';
import { emptyRecord } from '../../src/features/medicalInfo/draft';
import {
  draftChanged,
  draftDropped,
  selectDraft,
  selectMedicalInfo,
} from '../../src/features/medicalInfo/slice';
import { dashboardShown } from '../../src/state/flow';
import {
  loadMedicalInfo,
  saveMedicalInfo,
  searchConditions,
  searchMedications,
} from '../../src/features/medicalInfo/thunks';
import { failureOf } from '../../src/state/serviceThunk';
import { failNext, setLatency } from '../../src/testing/mock-clinic/controls';
import { db } from '../../src/testing/mock-clinic/db';
import { createStore } from '../../src/app/store';
import { loggedInStore } from '../utils/render';
import { type SeededPatient } from '../builders/users';
import { callsAnswered, expectLogoutAfterOneSecond, fakeTimeouts } from '../utils/fakeClock';

const loggedIn = (email: SeededPatient) => loggedInStore(email);

/** A complete answer to every group. */
function filled(): MedicalInfoRecord {
  return {
    ...emptyRecord(),
    MedicalConditions: ['Gout'],
    NoSurgery: true,
    NoAllergy: false,
    otherAllergy: [{ _id: 'typed:shellfish', name: 'Shellfish' }],
    AlcoholHistory: '8 to 14',
    SmokingHistory: 'No',
    MedicationsCurrentlyTaken: 'Allopurinol 100 mg daily',
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('loading the medical information', () => {
  it('takes the first record as current and the rest as history', async () => {
    const store = await loggedIn('patient@example.com');
    await store.dispatch(loadMedicalInfo());
    const state = selectMedicalInfo(store.getState());
    expect(state.load.status).toBe('succeeded');
    expect(state.noMedicalInfo).toBe(false);
    expect(state.current?.MedicalConditions).toEqual(['Asthma', 'Seasonal allergies']);
    expect(state.pastMedicalInfoObjs).toHaveLength(1);
    expect(state.pastMedicalInfoObjs[0]?.CreatedAt ?? '').toBeTruthy();
    expect((state.pastMedicalInfoObjs[0]?.CreatedAt ?? '') < (state.current?.CreatedAt ?? '')).toBe(
      true,
    );
  });

  it('gives a patient without a record an empty template', async () => {
    const store = await loggedIn('nopharmacy@example.com');
    await store.dispatch(loadMedicalInfo());
    const state = selectMedicalInfo(store.getState());
    expect(state.noMedicalInfo).toBe(true);
    expect(state.current).toEqual(emptyRecord());
    expect(state.pastMedicalInfoObjs).toEqual([]);
  });

  it("says 'Server error' when the load fails, and can try again", async () => {
    const store = await loggedIn('patient@example.com');
    failNext('GET', '/services/medical-info', '500');
    await store.dispatch(loadMedicalInfo());
    expect(selectMedicalInfo(store.getState()).load).toMatchObject({
      status: 'failed',
      error: { key: 'medicalInfo:errors.load' },
    });
    await store.dispatch(loadMedicalInfo());
    expect(selectMedicalInfo(store.getState()).load.status).toBe('succeeded');
  });

  it('is emptied on logout and when the patient is back on the dashboard', async () => {
    const store = await loggedIn('patient@example.com');
    await store.dispatch(loadMedicalInfo());
    store.dispatch(dashboardShown());
    expect(selectMedicalInfo(store.getState()).current).toBeNull();
    await store.dispatch(loadMedicalInfo());
    store.dispatch(logout('user'));
    expect(selectMedicalInfo(store.getState())).toMatchObject({
      load: { status: 'idle' },
      current: null,
      pastMedicalInfoObjs: [],
    });
  });
});

describe("the form's edit (held while the form is open)", () => {
  it('starts from the record, takes each change, and is dropped when the form goes', async () => {
    const store = await loggedIn('patient@example.com');
    await store.dispatch(loadMedicalInfo());
    const record = selectMedicalInfo(store.getState()).current;
    expect(selectDraft(store.getState())).toBe(record);
    store.dispatch(draftChanged({ type: 'noToggled', group: 'surgeries', checked: true }));
    store.dispatch(draftChanged({ type: 'fieldChanged', field: 'supplements', value: 'Zinc' }));
    expect(selectDraft(store.getState())).toMatchObject({ NoSurgery: true, supplements: 'Zinc' });
    expect(selectMedicalInfo(store.getState()).current).toBe(record);
    store.dispatch(draftDropped());
    expect(selectDraft(store.getState())).toBe(record);
  });

  it('is dropped by a save, a new load, and the dashboard', async () => {
    const store = await loggedIn('patient@example.com');
    await store.dispatch(loadMedicalInfo());
    const edit = () =>
      store.dispatch(draftChanged({ type: 'noToggled', group: 'allergies', checked: true }));
    edit();
    await store.dispatch(saveMedicalInfo(filled()));
    expect(selectMedicalInfo(store.getState()).draft).toBeNull();
    edit();
    await store.dispatch(loadMedicalInfo());
    expect(selectMedicalInfo(store.getState()).draft).toBeNull();
    edit();
    store.dispatch(dashboardShown());
    expect(selectMedicalInfo(store.getState()).draft).toBeNull();
  });

  it('waits for the record: a change before it is loaded is not kept', () => {
    const store = createStore();
    store.dispatch(draftChanged({ type: 'noToggled', group: 'allergies', checked: true }));
    expect(selectDraft(store.getState())).toBeNull();
  });
});

describe('saving the medical information', () => {
  it('stores a new version with the sex on file, and keeps the old one as history', async () => {
    const store = await loggedIn('patient@example.com');
    await store.dispatch(loadMedicalInfo());
    const before = selectMedicalInfo(store.getState()).current;
    const result = await store.dispatch(
      saveMedicalInfo({ ...filled(), _id: before?._id, Sex: 'Male' }),
    );
    expect(saveMedicalInfo.fulfilled.match(result)).toBe(true);
    const state = selectMedicalInfo(store.getState());
    expect(state.current).toMatchObject({ MedicalConditions: ['Gout'], Sex: 'Female' });
    expect(state.current?._id).not.toBe(before?._id);
    expect(state.pastMedicalInfoObjs.map((r) => r._id)).toEqual([
      before?._id,
      '6502b1d4f5c1a2b3c4d50001',
    ]);
    expect(state.statusChanged).toBe(true);
    expect(store.getState().alerts.at(-1)).toMatchObject({
      msg: { key: 'medicalInfo:saved' },
      alertType: 'success',
      timeout: 5000,
    });
    // The clinic keeps every version, newest first.
    expect(db.state.medicalInfo['6501a0c3e4b0f1a2c3d40001']?.map((r) => r._id)).toEqual([
      state.current?._id,
      ...state.pastMedicalInfoObjs.map((r) => r._id),
    ]);
  });

  it('turns a patient without a record into one with a record', async () => {
    const store = await loggedIn('nopharmacy@example.com');
    await store.dispatch(loadMedicalInfo());
    await store.dispatch(saveMedicalInfo(filled()));
    const state = selectMedicalInfo(store.getState());
    expect(state.noMedicalInfo).toBe(false);
    expect(state.pastMedicalInfoObjs).toEqual([]);
    expect(state.current?.Person).toBe(store.getState().user.data?.id);
  });

  it('refuses a record that breaks a rule: its message, the rule and its part', async () => {
    const store = await loggedIn('nopharmacy@example.com');
    const result = await store.dispatch(saveMedicalInfo({ ...filled(), MedicalConditions: [] }));
    expect(failureOf(result)).toMatchObject({
      msg: { key: 'medicalInfo:validation.conditionRequired' },
      detail: { rule: { part: 'conditions' } },
    });
    // The form shows it (tests/pages/MedicalInfoPage.test.tsx); nobody else is told.
    expect(store.getState().alerts).toEqual([]);
    expect(db.state.medicalInfo['6501a0c3e4b0f1a2c3d40004']).toBeUndefined();
  });

  it("says 'Error occured' when the save fails, and leaves the record as it was", async () => {
    const store = await loggedIn('patient@example.com');
    await store.dispatch(loadMedicalInfo());
    const before = selectMedicalInfo(store.getState());
    failNext('POST', '/medicalinfo/', '500');
    const result = await store.dispatch(saveMedicalInfo(filled()));
    expect(failureOf(result)?.msg).toEqual({ key: 'medicalInfo:errors.save' });
    expect(failureOf(result)?.detail).toBeUndefined();
    expect(selectMedicalInfo(store.getState())).toEqual(before);
  });

  it('an expired session says so, and logs out', async () => {
    fakeTimeouts();
    const store = await loggedIn('patient@example.com');
    failNext('POST', '/medicalinfo/', 'tokenNotValid');
    const failure = failureOf(await store.dispatch(saveMedicalInfo(filled())));
    expect(failure).toMatchObject({ kind: 'tokenNotValid', msg: { text: expect.any(String) } });
    await expectLogoutAfterOneSecond(store);
    expect(store.getState().auth.loggedOutReason).toBe('expired');
  });
});

describe('searching', () => {
  it('finds conditions by name, and answers an empty list when nothing matches', async () => {
    const store = await loggedIn('patient@example.com');
    const found = await store.dispatch(searchConditions('migraine'));
    expect(failureOf(found)).toBeNull();
    const items = searchConditions.fulfilled.match(found) ? found.payload : [];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((c) => /migraine/i.test(c.name))).toBe(true);
    expect((await store.dispatch(searchConditions('zzzzqq'))).payload).toEqual([]);
  });

  it('finds medications by brand or ingredient', async () => {
    const store = await loggedIn('patient@example.com');
    const found = await store.dispatch(searchMedications('acetaminophen'));
    const items = searchMedications.fulfilled.match(found) ? found.payload : [];
    expect(items.map((d) => d.name)).toContain('Tylenol');
  });

  it('a cancelled search is ignored, not reported', async () => {
    fakeTimeouts();
    const store = await loggedIn('patient@example.com');
    setLatency(200);
    const pending = store.dispatch(searchConditions('asthma'));
    pending.abort();
    const result = await pending;
    expect(searchConditions.rejected.match(result) && result.meta.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(300);
    await callsAnswered();
    expect(store.getState().alerts).toEqual([]);
    expect(store.getState().auth.apiUnavailable).toBe(false);
  });

  it('a failed search says so', async () => {
    const store = await loggedIn('patient@example.com');
    failNext('GET', '/icd/name/*', '500');
    expect(failureOf(await store.dispatch(searchConditions('asthma')))?.msg).toEqual({
      key: 'medicalInfo:search.failed',
    });
  });
});
