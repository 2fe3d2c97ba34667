// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type {
  OscarSubmissionReply,
  SchoolWorkFormReply,
  UploadFilesReply,
} from '../../src/api/types';
import { setClinicOnline } from '../../src/testing/mock-clinic/controls';
import { db } from '../../src/testing/mock-clinic/db';
import { uploadedContent, UPLOAD_TEXTS } from '../../src/testing/mock-clinic/handlers/uploads';
import { UPLOAD_DEMO_TOKEN, WAITING_FORM_ID } from '../../src/testing/mock-clinic/seed';
import { api, getJson, postJson, tokenFor } from '../mocks/helpers';
import { HEIC_BYTES, PNG_BYTES, nodeFile, nodeFormData } from '../messaging/nodeForm';
import { PDF_BYTES, seededWaitingForm } from '../builders/forms';
import { sendsOffContract } from '../utils/offContract';

const pdf = (name = 'form.pdf', bytes = PDF_BYTES) => nodeFile(bytes, name, 'application/pdf');
const png = (name = 'photo.png') => nodeFile(PNG_BYTES, name, 'image/png');

async function postFiles(path: string, files: File[], token?: string, formId?: string) {
  const body = await nodeFormData();
  if (formId !== undefined) body.append('formId', formId);
  for (const file of files) body.append('files', file, file.name);
  const response = await fetch(api(path), {
    method: 'POST',
    body,
    headers: token ? { 'x-auth-token': token } : {},
  });
  return { status: response.status, body: (await response.json()) as UploadFilesReply };
}

const uploadById = (files: File[], token?: string, formId = WAITING_FORM_ID) =>
  postFiles('/services2/sicknote/upload_school_work_files', files, token, formId);
const uploadByToken = (files: File[], token?: string, link = UPLOAD_DEMO_TOKEN) =>
  postFiles(`/services2/sicknote/upload_school_work_files_token/${link}`, files, token);

const waitingForm = seededWaitingForm;

describe('the seeded waiting form', () => {
  it('is paid, waiting for its files, by id and by upload-demo-token', async () => {
    const token = await tokenFor('patient@example.com');
    const byId = await getJson(`/services2/sicknote/school_work_form/${WAITING_FORM_ID}`, token);
    const byToken = await getJson(
      `/services2/sicknote/school_work_form_token/${UPLOAD_DEMO_TOKEN}`,
      token,
    );
    const expected = {
      formId: WAITING_FORM_ID,
      accessToken: UPLOAD_DEMO_TOKEN,
      paymentComplete: true,
      filesUploaded: false,
      uploadedToOscar: false,
      timeOffIsFor: 'work',
    };
    expect((byId.body as unknown as SchoolWorkFormReply).form).toMatchObject(expected);
    expect((byToken.body as unknown as SchoolWorkFormReply).form).toMatchObject(expected);
    // Only the fields the spec lists leave the mock: not the owner, not the files.
    expect(Object.keys((byId.body as unknown as SchoolWorkFormReply).form ?? {}).sort()).toEqual(
      [
        'accessToken',
        'filesUploaded',
        'formId',
        'paymentComplete',
        'submittedDate',
        'timeOffIsFor',
        'uploadedToOscar',
      ].sort(),
    );
  });

  it('needs a session even by token: 401 tokenNotValid without one', async () => {
    const reply = await getJson(`/services2/sicknote/school_work_form_token/${UPLOAD_DEMO_TOKEN}`);
    expect(reply.status).toBe(401);
    expect(reply.body.type).toBe('tokenNotValid');
    expect((await uploadByToken([pdf()])).status).toBe(401);
  });

  it("answers another patient's form as a missing one", async () => {
    const token = await tokenFor('child@example.com');
    const reply = await getJson(`/services2/sicknote/school_work_form/${WAITING_FORM_ID}`, token);
    expect(reply).toEqual({
      status: 404,
      body: { success: false, message: UPLOAD_TEXTS.notFound },
    });
    expect((await uploadByToken([pdf()], token)).body.message).toBe(UPLOAD_TEXTS.notFound);
  });
});

describe('uploading and completing', () => {
  it('stores the files, marks filesUploaded, then uploadedToOscar; again is alreadyProcessed', async () => {
    const token = await tokenFor('patient@example.com');
    const upload = await uploadById([pdf('referral.pdf'), png('knee.png')], token);
    expect(upload).toEqual({
      status: 200,
      body: { success: true, message: UPLOAD_TEXTS.uploaded, accessToken: UPLOAD_DEMO_TOKEN },
    });
    const form = waitingForm();
    expect(form).toMatchObject({ filesUploaded: true, uploadedToOscar: false });
    expect(form?.files.map((f) => [f.fileName, f.size])).toEqual([
      ['referral.pdf', PDF_BYTES.length],
      ['knee.png', PNG_BYTES.length],
    ]);
    const kept = uploadedContent(form?.files[0]?.id ?? '');
    expect(Array.from(new Uint8Array(await (kept as Blob).arrayBuffer()))).toEqual(
      Array.from(PDF_BYTES),
    );
    // The bytes stay in memory: the persisted database holds only their details.
    expect(JSON.stringify(db.state)).not.toContain('%PDF');

    const done = await postJson(
      '/services2/sicknote/complete_oscar_submission',
      { formId: WAITING_FORM_ID },
      token,
    );
    expect(done.body as unknown as OscarSubmissionReply).toEqual({ success: true });
    expect(waitingForm()?.uploadedToOscar).toBe(true);

    const again = await postJson(
      `/services2/sicknote/complete_oscar_submission_token/${UPLOAD_DEMO_TOKEN}`,
      {},
      token,
    );
    expect(again.body).toEqual({ success: true, alreadyProcessed: true });
    expect((await uploadByToken([pdf()], token)).body.message).toBe(UPLOAD_TEXTS.processed);
  });

  it('replaces an earlier upload that was not yet submitted', async () => {
    const token = await tokenFor('patient@example.com');
    await uploadByToken([pdf('first.pdf')], token);
    await uploadByToken([png('second.png')], token);
    expect(waitingForm()?.files.map((f) => f.fileName)).toEqual(['second.png']);
  });

  it('will not complete before any file arrived', async () => {
    const token = await tokenFor('patient@example.com');
    const reply = await postJson(
      `/services2/sicknote/complete_oscar_submission_token/${UPLOAD_DEMO_TOKEN}`,
      {},
      token,
    );
    expect(reply).toEqual({
      status: 400,
      body: { success: false, error: UPLOAD_TEXTS.noFiles },
    });
  });

  it('cannot reach the records system while the clinic system is offline', async () => {
    const token = await tokenFor('patient@example.com');
    await uploadByToken([pdf()], token);
    setClinicOnline(false);
    const reply = await postJson(
      '/services2/sicknote/complete_oscar_submission',
      { formId: WAITING_FORM_ID },
      token,
    );
    expect(reply.body).toEqual({ success: false, error: UPLOAD_TEXTS.offline });
    expect(waitingForm()?.uploadedToOscar).toBe(false);
  });

  it('refuses an unpaid form', async () => {
    const token = await tokenFor('patient@example.com');
    const form = waitingForm();
    if (form) form.paymentComplete = false;
    expect((await uploadById([pdf()], token)).body.message).toBe(UPLOAD_TEXTS.notPaid);
  });
});

describe('the service checks the files again', () => {
  sendsOffContract();
  it.each([
    ['no file', [] as File[], UPLOAD_TEXTS.none],
    [
      'a fourth file',
      [pdf('1.pdf'), pdf('2.pdf'), pdf('3.pdf'), pdf('4.pdf')],
      UPLOAD_TEXTS.tooMany,
    ],
    ['a HEIC photo', [nodeFile(HEIC_BYTES, 'IMG_0001.HEIC', 'image/heic')], UPLOAD_TEXTS.heic],
    ['a renamed file', [nodeFile(PNG_BYTES, 'scan.pdf', 'application/pdf')], UPLOAD_TEXTS.fileType],
    ['a Word file', [nodeFile(PDF_BYTES, 'letter.docx', '')], UPLOAD_TEXTS.fileType],
  ])('refuses %s', async (_, files, message) => {
    const token = await tokenFor('patient@example.com');
    const reply = await uploadByToken(files, token);
    expect(reply).toEqual({ status: 400, body: { success: false, message } });
    expect(waitingForm()?.filesUploaded).toBe(false);
  });

  it('refuses more than 10 MB in all', async () => {
    const token = await tokenFor('patient@example.com');
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(PDF_BYTES);
    const reply = await uploadByToken([pdf('a.pdf', big), pdf('b.pdf', big)], token);
    expect(reply.body).toEqual({ success: false, message: UPLOAD_TEXTS.tooLarge });
  });
});
