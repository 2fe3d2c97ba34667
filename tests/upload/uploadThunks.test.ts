import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../src/app/store';
import { env } from '../../src/config/env';
import { uploadBody, type FormRef } from '../../src/features/upload/api';
import {
  completeForm,
  loadForm,
  needsLogin,
  sendFiles,
  UPLOAD_ERRORS,
} from '../../src/features/upload/thunks';
import { failureOf, toServiceFailure } from '../../src/state/serviceThunk';
import { axiosError } from '../builders/axiosError';
import { failNext, setClinicOnline } from '../../src/testing/mock-clinic/controls';
import { server } from '../../src/testing/mock-clinic/node';
import { UPLOAD_DEMO_TOKEN, WAITING_FORM_ID } from '../../src/testing/mock-clinic/seed';
import { loggedInStore } from '../utils/render';
import { PATIENTS } from '../builders/users';
import { pdfFile, seededWaitingForm } from '../builders/forms';
import { callsAnswered, fakeTimeouts, pastTheLogoutSecond } from '../utils/fakeClock';

const byId: FormRef = { by: 'id', formId: WAITING_FORM_ID };
const byToken: FormRef = { by: 'token', token: UPLOAD_DEMO_TOKEN };
const pdf = pdfFile;

const loggedIn = () => loggedInStore(PATIENTS.full);

const waitingForm = seededWaitingForm;

/** The words a failed step shows, read as the page reads them. */
const failedWith = (result: Parameters<typeof failureOf>[0]) => failureOf(result)?.msg;

afterEach(() => {
  vi.useRealTimers();
});

describe('loading the form', () => {
  it('reads the waiting form by id and by token', async () => {
    const store = await loggedIn();
    for (const ref of [byId, byToken]) {
      const result = await store.dispatch(loadForm(ref));
      expect(failureOf(result)).toBeNull();
      expect(result.payload).toMatchObject({
        formId: WAITING_FORM_ID,
        paymentComplete: true,
        filesUploaded: false,
      });
    }
  });

  it('asks a visitor without a session to log in, and logs nobody out', async () => {
    fakeTimeouts();
    const store = createStore();
    const failure = failureOf(await store.dispatch(loadForm(byToken)));
    expect(failure && needsLogin(failure)).toBe(true);
    await pastTheLogoutSecond();
    expect(store.getState().auth.loggedOutReason).toBeNull();
    expect(store.getState().auth.apiUnavailable).toBe(false);
  });

  // docs/requests.md#upload-messages
  it("says 'An error occurred while retrieving form data' for a form the service does not give", async () => {
    const store = await loggedIn();
    const failure = failureOf(await store.dispatch(loadForm({ by: 'id', formId: 'nope' })));
    expect(failure?.msg).toEqual(UPLOAD_ERRORS.retrieveFailed);
    expect(failure && needsLogin(failure)).toBe(false);
  });

  it("says 'Could not retrieve form data' when the form could not be read (5xx, no answer)", async () => {
    const store = await loggedIn();
    failNext('GET', `/services2/sicknote/school_work_form/${WAITING_FORM_ID}`, '500');
    expect(failedWith(await store.dispatch(loadForm(byId)))).toEqual(
      UPLOAD_ERRORS.couldNotRetrieve,
    );
    failNext('GET', `/services2/sicknote/school_work_form/${WAITING_FORM_ID}`, 'network');
    expect(failedWith(await store.dispatch(loadForm(byId)))).toEqual(
      UPLOAD_ERRORS.couldNotRetrieve,
    );
  });

  it('a 4xx is not read (its words are not shown), nor a reply without the form', async () => {
    const store = await loggedIn();
    const path = `${env.apiUrl}/services2/sicknote/school_work_form/:id`;
    server.use(
      http.get(path, () => HttpResponse.json({ message: 'Not yours' }, { status: 403 }), {
        once: true,
      }),
      http.get(path, () => HttpResponse.json({ success: false, message: 'No form' }), {
        once: true,
      }),
    );
    expect(failedWith(await store.dispatch(loadForm(byId)))).toEqual(UPLOAD_ERRORS.retrieveFailed);
    expect(failedWith(await store.dispatch(loadForm(byId)))).toEqual(UPLOAD_ERRORS.retrieveFailed);
  });
});

describe('sending the files', () => {
  it('builds the multipart body: formId on the id route only, each file under files', () => {
    const withId = uploadBody(byId, [pdf('a.pdf'), pdf('b.pdf')]);
    expect(withId.get('formId')).toBe(WAITING_FORM_ID);
    expect(withId.getAll('files').map((file) => (file as File).name)).toEqual(['a.pdf', 'b.pdf']);
    expect(uploadBody(byToken, [pdf()]).has('formId')).toBe(false);
  });

  it('posts multipart to the id or token path, then completes', async () => {
    const store = await loggedIn();
    const seen: string[] = [];
    server.use(
      http.post(`${env.apiUrl}/services2/sicknote/:call`, ({ request, params }) => {
        seen.push(`${String(params.call)} ${request.headers.get('content-type') ?? ''}`);
        return HttpResponse.json({ success: true });
      }),
      http.post(`${env.apiUrl}/services2/sicknote/:call/:token`, ({ request, params }) => {
        seen.push(
          `${String(params.call)}/${String(params.token)} ${request.headers.get('content-type') ?? ''}`,
        );
        return HttpResponse.json({ success: true });
      }),
    );
    expect(failureOf(await store.dispatch(sendFiles({ ref: byId, files: [pdf()] })))).toBeNull();
    expect(failureOf(await store.dispatch(sendFiles({ ref: byToken, files: [pdf()] })))).toBeNull();
    expect((await store.dispatch(completeForm(byId))).payload).toEqual({ alreadyProcessed: false });
    expect((await store.dispatch(completeForm(byToken))).payload).toEqual({
      alreadyProcessed: false,
    });
    expect(seen[0]).toMatch(/^upload_school_work_files multipart\/form-data; ?boundary=/);
    expect(seen[1]).toMatch(/^upload_school_work_files_token\/upload-demo-token multipart/);
    expect(seen[2]).toBe('complete_oscar_submission application/json');
    expect(seen[3]).toBe('complete_oscar_submission_token/upload-demo-token application/json');
  });

  it("shows the service's refusal in its words", async () => {
    const store = await loggedIn();
    const form = waitingForm();
    if (form) form.paymentComplete = false;
    expect(failedWith(await store.dispatch(sendFiles({ ref: byToken, files: [pdf()] })))).toEqual({
      text: 'This form has not been paid for.',
    });
  });

  it("says 'Failed to upload files. Please try again.' on a server fault or a lost connection", async () => {
    const store = await loggedIn();
    const path = '/services2/sicknote/upload_school_work_files';
    for (const kind of ['500', 'network'] as const) {
      failNext('POST', path, kind);
      expect(failedWith(await store.dispatch(sendFiles({ ref: byId, files: [pdf()] })))).toEqual(
        UPLOAD_ERRORS.uploadFailed,
      );
    }
  });

  it("says 'An error occurred. Please try again.' for a fault of ours after the answer", async () => {
    const store = await loggedIn();
    server.use(
      http.post(`${env.apiUrl}/services2/sicknote/upload_school_work_files`, () =>
        HttpResponse.json(null),
      ),
    );
    expect(failedWith(await store.dispatch(sendFiles({ ref: byId, files: [pdf()] })))).toEqual(
      UPLOAD_ERRORS.unexpected,
    );
  });

  it('reports a cancel as a cancel, not a failure', async () => {
    fakeTimeouts();
    const store = await loggedIn();
    let sent = 0;
    server.use(
      http.post(`${env.apiUrl}/services2/sicknote/upload_school_work_files`, () => {
        sent += 1;
        return HttpResponse.json({ success: true });
      }),
    );
    const sending = store.dispatch(sendFiles({ ref: byId, files: [pdf()] }));
    sending.abort();
    const result = await sending;
    expect(sendFiles.rejected.match(result) && result.meta.aborted).toBe(true);
    // The upload stopped, and nothing failed: no banner, and the form still waits for its files.
    await vi.advanceTimersByTimeAsync(300);
    await callsAnswered();
    expect(sent).toBe(0);
    expect(store.getState().auth.apiUnavailable).toBe(false);
    expect(waitingForm()?.filesUploaded).toBe(false);
  });

  it('asks to log in again when the session lapsed on the way', async () => {
    const store = await loggedIn();
    failNext('POST', '/services2/sicknote/upload_school_work_files', 'tokenNotValid');
    const failure = failureOf(await store.dispatch(sendFiles({ ref: byId, files: [pdf()] })));
    expect(failure && needsLogin(failure)).toBe(true);
  });
});

describe('needsLogin: the service did not take the session', () => {
  it('a 401, or tokenNotValid whatever its status; nothing else', () => {
    const expired = (status: number) => axiosError(status, { type: 'tokenNotValid' });
    expect(needsLogin(toServiceFailure(axiosError(401, {}), {}))).toBe(true);
    expect(needsLogin(toServiceFailure(expired(403), {}))).toBe(true);
    expect(needsLogin(toServiceFailure(expired(200), {}))).toBe(true);
    for (const status of [400, 403, 404, 500]) {
      expect(needsLogin(toServiceFailure(axiosError(status, {}), {}))).toBe(false);
    }
    expect(needsLogin(toServiceFailure(axiosError(null, null), {}))).toBe(false);
  });
});

describe('completing the submission', () => {
  it('counts alreadyProcessed as complete', async () => {
    const store = await loggedIn();
    const form = waitingForm();
    if (form) Object.assign(form, { filesUploaded: true, uploadedToOscar: true });
    expect((await store.dispatch(completeForm(byToken))).payload).toEqual({
      alreadyProcessed: true,
    });
  });

  it("says 'Error submitting to the clinic's system. Please try again.' when the records system fails", async () => {
    const store = await loggedIn();
    const form = waitingForm();
    if (form) form.filesUploaded = true;
    setClinicOnline(false);
    expect(failedWith(await store.dispatch(completeForm(byId)))).toEqual(UPLOAD_ERRORS.oscarFailed);
    setClinicOnline(true);
    expect(failureOf(await store.dispatch(completeForm(byId)))).toBeNull();
    expect(waitingForm()?.uploadedToOscar).toBe(true);
  });
});
