import type { SchoolWorkForm } from '../../src/api/types';
import { db } from '../../src/testing/mock-clinic/db';
import { WAITING_FORM_ID } from '../../src/testing/mock-clinic/seed';

// A form-completion request as the service keeps it, and the files a patient sends for one.

/** A paid form waiting for its files, unless the test says otherwise. */
export function buildSchoolWorkForm(over: Partial<SchoolWorkForm> = {}): SchoolWorkForm {
  return {
    formId: 'f1',
    accessToken: 't1',
    paymentComplete: true,
    uploadedToOscar: false,
    filesUploaded: false,
    timeOffIsFor: 'work',
    submittedDate: null,
    ...over,
  };
}

/** The mock clinic's seeded paid form of patient@example.com, as its database holds it now. */
export const seededWaitingForm = () =>
  db.state.schoolWorkForms.find((form) => form.formId === WAITING_FORM_ID);

/** The bytes a PDF starts with: enough for the portal's and the mock's content checks. */
export const PDF_BYTES = new TextEncoder().encode('%PDF-1.4\n%mock\n');

/** A small PDF file as a browser's file picker gives it. */
export const pdfFile = (name = 'form.pdf') =>
  new File([PDF_BYTES], name, { type: 'application/pdf' });
