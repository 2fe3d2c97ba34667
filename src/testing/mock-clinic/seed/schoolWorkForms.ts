// The paid school/work form of patient@example.com that waits for its upload (the README's
// contract), reachable by its id and by the mailed upload-demo-token.

import type { MockSchoolWorkForm } from '../formsTypes';

export const UPLOAD_DEMO_TOKEN = 'upload-demo-token';
export const WAITING_FORM_ID = '6650f1a2b3c4d5e6f7a80001';

export function buildSchoolWorkForms(patientId: string): MockSchoolWorkForm[] {
  return [
    {
      formId: WAITING_FORM_ID,
      accessToken: UPLOAD_DEMO_TOKEN,
      userId: patientId,
      timeOffIsFor: 'work',
      timeOffReason: 'Return-to-work clearance form from my employer after a sprained ankle.',
      organization: 'Richmond Logistics Ltd.',
      pageCount: 2,
      calculatedPrice: 325,
      isPrivate: false,
      paymentComplete: true,
      filesUploaded: false,
      uploadedToOscar: false,
      submittedDate: '2026-11-18T19:42:00.000Z',
      createdAt: '2026-11-18T19:40:00.000Z',
      paidAt: '2026-11-18T19:42:00.000Z',
      files: [],
    },
  ];
}
