import { HttpResponse } from 'msw';
import type {
  OscarSubmissionReply,
  SchoolWorkFormReply,
  UploadFilesReply,
} from '../../../api/types';
import { factsOf } from '../../../lib/files';
import { uploadProblem, type UploadProblem } from '../../../lib/uploadRules';
import { db } from '../db';
import type { MockFormFile, MockSchoolWorkForm } from '../formsTypes';
import { createRecordId } from '../ids';
import type { UserRecord } from '../types';
import { readBody, paramOf, text } from './body';
import { route } from './route';
import { requireServiceUser, requireUser } from './session';

// docs/requests.md#upload-states, docs/calls.md#upload-calls: the school_work_form and upload calls. Every call needs a
// session, the token ones too: the mailed token names the form, the session says who is asking,
// and only the form's owner may see or change it.

export const UPLOAD_TEXTS = {
  notFound: 'Form not found.',
  notPaid: 'This form has not been paid for.',
  processed: 'This form has already been processed.',
  none: 'Please upload at least one file.',
  tooMany: 'You can upload a maximum of 3 files.',
  tooLarge: 'The total size of the files cannot exceed 10MB.',
  heic: 'Please upload another type of image such as JPEG, JPG or PNG.',
  fileType: 'Only PDF, JPG and PNG files are allowed.',
  uploaded: 'Files uploaded successfully.',
  noFiles: 'No files have been uploaded for this form.',
  offline: 'The clinic system is offline. Please try again later.',
} as const;

const PROBLEM_TEXTS: Record<UploadProblem, string> = {
  none: UPLOAD_TEXTS.none,
  tooMany: UPLOAD_TEXTS.tooMany,
  tooLarge: UPLOAD_TEXTS.tooLarge,
  heic: UPLOAD_TEXTS.heic,
  unsupported: UPLOAD_TEXTS.fileType,
  mismatch: UPLOAD_TEXTS.fileType,
  empty: UPLOAD_TEXTS.fileType,
};

/** The documents themselves: in memory only, like a scratch disk, never in localStorage. */
const stored = new Map<string, Blob>();

/** What the mock clinic holds for an uploaded file (tests read it back). */
export function uploadedContent(fileId: string): Blob | undefined {
  return stored.get(fileId);
}

type Lookup = { by: 'id'; formId: string } | { by: 'token'; token: string };

function ownForm(user: UserRecord, lookup: Lookup): MockSchoolWorkForm | undefined {
  const form = db.state.schoolWorkForms.find((candidate) =>
    lookup.by === 'id'
      ? candidate.formId === lookup.formId
      : candidate.accessToken === lookup.token,
  );
  // Another patient's form answers exactly as a missing one: a guessed id learns nothing.
  return form && form.userId === user.profile.id ? form : undefined;
}

function publicForm(form: MockSchoolWorkForm): NonNullable<SchoolWorkFormReply['form']> {
  const { formId, accessToken, paymentComplete, uploadedToOscar, filesUploaded } = form;
  return {
    formId,
    accessToken,
    paymentComplete,
    uploadedToOscar,
    filesUploaded,
    timeOffIsFor: form.timeOffIsFor,
    submittedDate: form.submittedDate,
  };
}

function failUpload(message: string, status = 400): Response {
  return HttpResponse.json<UploadFilesReply>({ success: false, message }, { status });
}

function failSubmission(error: string, status = 400): Response {
  return HttpResponse.json<OscarSubmissionReply>({ success: false, error }, { status });
}

function formReply(user: UserRecord, lookup: Lookup): Response {
  const form = ownForm(user, lookup);
  if (!form) {
    return HttpResponse.json<SchoolWorkFormReply>(
      { success: false, message: UPLOAD_TEXTS.notFound },
      { status: 404 },
    );
  }
  return HttpResponse.json<SchoolWorkFormReply>({ success: true, form: publicForm(form) });
}

async function upload(request: Request, lookup: (form: FormData) => Lookup): Promise<Response> {
  const user = requireServiceUser(request);
  let body: FormData;
  try {
    body = await request.formData();
  } catch {
    return failUpload(UPLOAD_TEXTS.none);
  }
  const form = ownForm(user, lookup(body));
  if (!form) return failUpload(UPLOAD_TEXTS.notFound, 404);
  if (!form.paymentComplete) return failUpload(UPLOAD_TEXTS.notPaid);
  if (form.uploadedToOscar) return failUpload(UPLOAD_TEXTS.processed);
  const files = body.getAll('files').filter((entry): entry is File => typeof entry !== 'string');
  const problem = uploadProblem(await Promise.all(files.map(factsOf)));
  if (problem) return failUpload(PROBLEM_TEXTS[problem]);

  // A second upload before submission replaces the first: the patient chose again.
  form.files.forEach((file) => stored.delete(file.id));
  const uploadedAt = new Date().toISOString();
  form.files = files.map((file): MockFormFile => {
    const id = createRecordId();
    stored.set(id, file);
    return { id, fileName: file.name, size: file.size, contentType: file.type, uploadedAt };
  });
  form.filesUploaded = true;
  db.save();
  return HttpResponse.json<UploadFilesReply>({
    success: true,
    message: UPLOAD_TEXTS.uploaded,
    accessToken: form.accessToken,
  });
}

function complete(user: UserRecord, lookup: Lookup): Response {
  const form = ownForm(user, lookup);
  if (!form) return failSubmission(UPLOAD_TEXTS.notFound, 404);
  if (form.uploadedToOscar) {
    return HttpResponse.json<OscarSubmissionReply>({ success: true, alreadyProcessed: true });
  }
  if (!form.filesUploaded) return failSubmission(UPLOAD_TEXTS.noFiles);
  // The records system (Oscar) receives the documents; when it is down nothing is sent.
  if (!db.state.clinicOnline) return failSubmission(UPLOAD_TEXTS.offline, 503);
  form.uploadedToOscar = true;
  db.save();
  return HttpResponse.json<OscarSubmissionReply>({ success: true });
}

export const uploadHandlers = [
  route('get', '/services2/sicknote/school_work_form/:id', ({ request, params }) =>
    formReply(requireUser(request), { by: 'id', formId: paramOf(params.id) }),
  ),

  route('get', '/services2/sicknote/school_work_form_token/:token', ({ request, params }) =>
    formReply(requireUser(request), { by: 'token', token: paramOf(params.token) }),
  ),

  route('post', '/services2/sicknote/upload_school_work_files', ({ request }) =>
    upload(request, (body) => {
      const formId = body.get('formId');
      return { by: 'id', formId: typeof formId === 'string' ? formId.trim() : '' };
    }),
  ),

  route(
    'post',
    '/services2/sicknote/upload_school_work_files_token/:token',
    ({ request, params }) => upload(request, () => ({ by: 'token', token: paramOf(params.token) })),
  ),

  route('post', '/services2/sicknote/complete_oscar_submission', async ({ request }) => {
    const user = requireServiceUser(request);
    const body = await readBody(request);
    return complete(user, { by: 'id', formId: text(body.formId) });
  }),

  route(
    'post',
    '/services2/sicknote/complete_oscar_submission_token/:token',
    ({ request, params }) =>
      complete(requireServiceUser(request), { by: 'token', token: paramOf(params.token) }),
  ),
];
