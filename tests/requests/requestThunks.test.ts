import { afterEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_KEY, parseDraft, readDraft, writeDraft } from '../../src/features/requests/draft';
import {
  draftRestored,
  fieldsChanged,
  paid,
  requestCleared,
  requestStarted,
  selectForms,
} from '../../src/features/requests/slice';
import { submitFormRequest, submitSickNote } from '../../src/features/requests/thunks';
import { clinicDay } from '../../src/features/requests/rules/sickNoteDates';
import { failureOf } from '../../src/state/serviceThunk';
import { failNext } from '../../src/testing/mock-clinic/controls';
import { db } from '../../src/testing/mock-clinic/db';
import { createStore } from '../../src/app/store';
import { requestTyped } from './requestHarness';
import { expectLogoutAfterOneSecond, fakeTimeouts } from '../utils/fakeClock';

const today = clinicDay();

type Typed = Parameters<typeof fieldsChanged>[0];

/** A sick note for today, for work, agreed to: what a patient types unless the test says otherwise. */
const sickNote = (over: Typed = {}) => ({
  timeOffIsFor: 'work' as const,
  startTimeOff: today,
  endOfTimeOff: today,
  timeOffReason: 'Influenza',
  isAgreed: true,
  ...over,
});

/** A one-page form for a return to work, agreed to. */
const formRequest = (over: Typed = {}) => ({
  timeOffIsFor: 'work' as const,
  timeOffReason: 'RTW',
  pageCount: 1,
  isAgreed: true,
  ...over,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the sick-note request', () => {
  it('is validated by the service and priced from the card status', async () => {
    const typed = sickNote({ timeOffReason: 'Migraine' });
    const store = await requestTyped('visitor@example.com', 'sick-note', typed);
    expect(failureOf(await store.dispatch(submitSickNote()))).toBeNull();
    expect(selectForms(store.getState())).toMatchObject({
      validated: true,
      isPrivate: true,
      calculatedPrice: 130,
    });
  });

  it("shows the service's reason, keeps what was typed, and says 'Failed to validate form' on a crash", async () => {
    const typed = sickNote({ timeOffReason: 'Stomach flu' });
    const store = await requestTyped('child@example.com', 'sick-note', typed);
    expect(failureOf(await store.dispatch(submitSickNote()))?.msg).toEqual({
      text: 'A patient 12 or younger may only request a sick note for school.',
    });
    failNext('POST', '/services/sicknote/validate', '500');
    store.dispatch(fieldsChanged({ timeOffIsFor: 'school' }));
    expect(failureOf(await store.dispatch(submitSickNote()))?.msg).toEqual({
      key: 'forms:errors.validateFailed',
    });
    expect(selectForms(store.getState())).toMatchObject({
      ...typed,
      timeOffIsFor: 'school',
      validated: false,
    });
  });
});

describe("the patient's agreement (POST /services/agreement/save)", () => {
  const agreementsOf = (id: string) => db.state.agreements.filter((a) => a.userId === id);

  it('is recorded before a sick note or a form is checked, once per request sent', async () => {
    const typed = sickNote({ timeOffIsFor: 'school' });
    const store = await requestTyped('patient@example.com', 'sick-note', typed);
    const id = store.getState().user.data?.id ?? '';
    expect(agreementsOf(id)).toHaveLength(0);
    expect(failureOf(await store.dispatch(submitSickNote()))).toBeNull();
    expect(agreementsOf(id)).toHaveLength(1);
  });

  it("stops the request with 'Failed to submit form' when it cannot be recorded, and keeps the form", async () => {
    const typed = sickNote({ timeOffIsFor: 'school' });
    const store = await requestTyped('patient@example.com', 'sick-note', typed);
    failNext('POST', '/services/agreement/save', '500');
    // The check is never asked: a queued failure of it would still be waiting afterwards.
    failNext('POST', '/services/sicknote/validate', '500');
    expect(failureOf(await store.dispatch(submitSickNote()))?.msg).toEqual({
      key: 'forms:errors.submitFailed',
    });
    expect(selectForms(store.getState())).toMatchObject({ ...typed, validated: false });
    expect(failureOf(await store.dispatch(submitSickNote()))?.msg).toEqual({
      key: 'forms:errors.validateFailed',
    });
    store.dispatch(requestStarted('school-work-form'));
    failNext('POST', '/services/agreement/save', 'network');
    expect(failureOf(await store.dispatch(submitFormRequest(250)))?.msg).toEqual({
      key: 'forms:errors.submitFailed',
    });
  });
});

describe('an expired session on a step', () => {
  it('says so in the service’s words, and the session ends (once)', async () => {
    fakeTimeouts();
    const store = await requestTyped('patient@example.com', 'school-work-form', formRequest());
    failNext('POST', '/services/schoolworkform/validate', 'tokenNotValid');
    expect(failureOf(await store.dispatch(submitFormRequest(250)))?.msg).toEqual({
      text: 'Your session has expired. Please log in again.',
    });
    await expectLogoutAfterOneSecond(store);
    expect(store.getState().auth.loggedOutReason).toBe('expired');
  });
});

describe('the form request', () => {
  it("is validated, saved without files, and priced by the service's calculatedPrice", async () => {
    const typed = formRequest({ pageCount: 3 });
    const store = await requestTyped('patient@example.com', 'school-work-form', typed);
    // A stale estimate is overridden by what the service calculates.
    expect(failureOf(await store.dispatch(submitFormRequest(999)))).toBeNull();
    const state = selectForms(store.getState());
    expect(state.calculatedPrice).toBe(400);
    expect(state.formId).toMatch(/^[0-9a-f]{24}$/);
    expect(state.accessToken?.length).toBeGreaterThan(24);
    expect(db.state.schoolWorkForms.find((f) => f.formId === state.formId)?.paymentComplete).toBe(
      false,
    );

    // Sent again after a change, the same form is updated.
    store.dispatch(fieldsChanged({ pageCount: 1 }));
    await store.dispatch(submitFormRequest(250));
    expect(selectForms(store.getState()).formId).toBe(state.formId);
  });

  it("says 'Failed to save form' when the save crashes", async () => {
    const typed = formRequest({ timeOffIsFor: 'other', timeOffReason: 'Camp' });
    const store = await requestTyped('patient@example.com', 'school-work-form', typed);
    failNext('POST', '/services2/sicknote/save_school_work_form', 'network');
    expect(failureOf(await store.dispatch(submitFormRequest(250)))?.msg).toEqual({
      key: 'forms:errors.saveFailed',
    });
    expect(selectForms(store.getState()).formId).toBe(null);
  });
});

describe('the stored draft', () => {
  it('is kept while open, dropped once paid, and never taken by another patient', async () => {
    const store = await requestTyped('patient@example.com', 'sick-note', {
      timeOffReason: 'Sprained wrist',
    });
    writeDraft(selectForms(store.getState()));
    expect(readDraft()?.timeOffReason).toBe('Sprained wrist');

    const other = createStore();
    other.dispatch(draftRestored({ ownerId: 'someone-else', draft: readDraft() }));
    expect(selectForms(other.getState()).timeOffReason).toBe('');

    const again = createStore();
    again.dispatch(
      draftRestored({ ownerId: selectForms(store.getState()).ownerId ?? '', draft: readDraft() }),
    );
    expect(selectForms(again.getState()).timeOffReason).toBe('Sprained wrist');

    store.dispatch(paid({ formId: null, accessToken: null }));
    writeDraft(selectForms(store.getState()));
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBe(null);

    // A paid request is not reopened: the next request starts empty.
    store.dispatch(requestStarted('sick-note'));
    expect(selectForms(store.getState()).timeOffReason).toBe('');
    store.dispatch(requestCleared());
    expect(selectForms(store.getState()).paymentComplete).toBe(false);
  });

  it('refuses what is not a draft', () => {
    for (const raw of [null, '', '{', '[]', '{"formType":"x"}', '{"formType":"sick-note"}']) {
      expect(parseDraft(raw)).toBe(null);
    }
  });
});
