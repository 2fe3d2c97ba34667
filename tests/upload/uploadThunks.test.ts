import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createStore } from '../../src/app/store';
import { env } from '../../src/config/env';
import { uploadBody, type FormRef } from '../../src/features/upload/api';
import { completeForm, loadForm, sendFiles, UPLOAD_ERRORS } from '../../src/features/upload/thunks';
import { failNext, setClinicOnline } from '../../src/testing/mock-clinic/controls';
import { server } from '../../src/testing/mock-clinic/node';
import { UPLOAD_DEMO_TOKEN, WAITING_FORM_ID } from '../../src/testing/mock-clinic/seed';
import { loggedInStore } from '../utils/render';
import { PATIENTS } from '../builders/users';
import { pdfFile, seededWaitingForm } from '../builders/forms';

const byId: FormRef = { by: 'id', formId: WAITING_FORM_ID };
const byToken: FormRef = { by: 'token', token: UPLOAD_DEMO_TOKEN };
const pdf = pdfFile;

const loggedIn = () => loggedInStore(PATIENTS.full);

const waitingForm = seededWaitingForm;

describe('loading the form', () => {
  it('reads the waiting form by id and by token', async () => {
    const store = await loggedIn();
    for (const ref of [byId, byToken]) {
      expect(await store.dispatch(loadForm(ref))).toMatchObject({
        kind: 'form',
        form: { formId: WAITING_FORM_ID, paymentComplete: true, filesUploaded: false },
      });
    }
  });

  it('asks a visitor without a session to log in, and logs nobody out', async () => {
    const store = createStore();
    expect(await store.dispatch(loadForm(byToken))).toEqual({ kind: 'loginRequired' });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(store.getState().auth.loggedOutReason).toBeNull();
  });

  // docs/requests.md#upload-messages
  it("says 'An error occurred while retrieving form data' for a form the service does not give", async () => {
    const store = await loggedIn();
    expect(await store.dispatch(loadForm({ by: 'id', formId: 'nope' }))).toEqual({
      kind: 'failed',
      error: UPLOAD_ERRORS.retrieveFailed,
    });
  });

  it("says 'Could not retrieve form data' when the form could not be read (5xx, no answer)", async () => {
    const store = await loggedIn();
    failNext('GET', `/services2/sicknote/school_work_form/${WAITING_FORM_ID}`, '500');
    expect(await store.dispatch(loadForm(byId))).toEqual({
      kind: 'failed',
      error: UPLOAD_ERRORS.couldNotRetrieve,
    });
    failNext('GET', `/services2/sicknote/school_work_form/${WAITING_FORM_ID}`, 'network');
    expect(await store.dispatch(loadForm(byId))).toEqual({
      kind: 'failed',
      error: UPLOAD_ERRORS.couldNotRetrieve,
    });
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
    expect(await store.dispatch(sendFiles(byId, [pdf()]))).toEqual({ ok: true });
    expect(await store.dispatch(sendFiles(byToken, [pdf()]))).toEqual({ ok: true });
    expect(await store.dispatch(completeForm(byId))).toEqual({ ok: true });
    expect(await store.dispatch(completeForm(byToken))).toEqual({ ok: true });
    expect(seen[0]).toMatch(/^upload_school_work_files multipart\/form-data; ?boundary=/);
    expect(seen[1]).toMatch(/^upload_school_work_files_token\/upload-demo-token multipart/);
    expect(seen[2]).toBe('complete_oscar_submission application/json');
    expect(seen[3]).toBe('complete_oscar_submission_token/upload-demo-token application/json');
  });

  it("shows the service's refusal in its words", async () => {
    const store = await loggedIn();
    const form = waitingForm();
    if (form) form.paymentComplete = false;
    expect(await store.dispatch(sendFiles(byToken, [pdf()]))).toEqual({
      ok: false,
      reason: 'failed',
      error: { text: 'This form has not been paid for.' },
    });
  });

  it("says 'Failed to upload files. Please try again.' on a server fault or a lost connection", async () => {
    const store = await loggedIn();
    const path = '/services2/sicknote/upload_school_work_files';
    for (const kind of ['500', 'network'] as const) {
      failNext('POST', path, kind);
      expect(await store.dispatch(sendFiles(byId, [pdf()]))).toEqual({
        ok: false,
        reason: 'failed',
        error: UPLOAD_ERRORS.uploadFailed,
      });
    }
  });

  it('reports a cancel as a cancel, not a failure', async () => {
    const store = await loggedIn();
    const controller = new AbortController();
    controller.abort();
    expect(await store.dispatch(sendFiles(byId, [pdf()], { signal: controller.signal }))).toEqual({
      ok: false,
      reason: 'cancelled',
    });
  });

  it('asks to log in again when the session lapsed on the way', async () => {
    const store = await loggedIn();
    failNext('POST', '/services2/sicknote/upload_school_work_files', 'tokenNotValid');
    expect(await store.dispatch(sendFiles(byId, [pdf()]))).toEqual({
      ok: false,
      reason: 'loginRequired',
    });
  });
});

describe('completing the submission', () => {
  it('counts alreadyProcessed as complete', async () => {
    const store = await loggedIn();
    const form = waitingForm();
    if (form) Object.assign(form, { filesUploaded: true, uploadedToOscar: true });
    expect(await store.dispatch(completeForm(byToken))).toEqual({
      ok: true,
      alreadyProcessed: true,
    });
  });

  it("says 'Error submitting to the clinic's system. Please try again.' when the records system fails", async () => {
    const store = await loggedIn();
    const form = waitingForm();
    if (form) form.filesUploaded = true;
    setClinicOnline(false);
    expect(await store.dispatch(completeForm(byId))).toEqual({
      ok: false,
      reason: 'failed',
      error: UPLOAD_ERRORS.oscarFailed,
    });
    setClinicOnline(true);
    expect(await store.dispatch(completeForm(byId))).toEqual({ ok: true });
    expect(waitingForm()?.uploadedToOscar).toBe(true);
  });
});
