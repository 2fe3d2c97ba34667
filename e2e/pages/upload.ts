import type { Page } from '@playwright/test';
import { tinyPdf } from '../testFiles';
import { UPLOAD_DEMO_TOKEN, WAITING_FORM_ID } from '../../src/testing/mock-clinic/seed';

// /school-work-form/upload/{formId} and /school-work-form/upload-token/{token}
// (docs/requests.md#upload-states): a paid form's documents.

/** The seeded paid form of patient@example.com that waits for its documents, and its mailed token. */
export { WAITING_FORM_ID, UPLOAD_DEMO_TOKEN as WAITING_FORM_TOKEN };

/** The patient's newest paid form whose documents the clinic has not received (the mock's record). */
export const waitingForm = (page: Page) =>
  page.evaluate(() => {
    const saved = JSON.parse(window.localStorage.getItem('mockClinic.db.v1') ?? '{}') as {
      schoolWorkForms?: {
        formId: string;
        accessToken: string;
        paymentComplete: boolean;
        uploadedToOscar: boolean;
        createdAt: string;
      }[];
    };
    const waiting = (saved.schoolWorkForms ?? [])
      .filter((form) => form.paymentComplete && !form.uploadedToOscar)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    const form = waiting[waiting.length - 1];
    if (!form) throw new Error('No paid form waits for its documents');
    return { formId: form.formId, accessToken: form.accessToken };
  });

export const UPLOAD_FILE = 'referral.pdf';
export const UPLOAD_LIMITS = 'Up to 3 files, 10 MB in all. PDF, JPG or PNG.';
export const UPLOAD_DONE = 'Your documents were submitted to the clinic.';
export const SUBMIT_OR_RETRY = /^(Complete Submission|Try Again)$/;

/** The upload page of the newest waiting form, with a file chosen unless its files are sent. */
export async function openUpload(page: Page, by: 'id' | 'token') {
  const form = await waitingForm(page);
  await page.goto(
    by === 'id'
      ? `/school-work-form/upload/${form.formId}`
      : `/school-work-form/upload-token/${form.accessToken}`,
  );
  await page.getByRole('button', { name: 'Complete Submission', exact: true }).waitFor();
  const picker = page.getByLabel(/^Your documents/);
  if (await picker.isVisible()) {
    await picker.setInputFiles({
      name: UPLOAD_FILE,
      mimeType: 'application/pdf',
      buffer: tinyPdf(),
    });
    await page.getByText(UPLOAD_FILE).first().waitFor();
  }
}

export const sendUpload = (page: Page) =>
  page.getByRole('button', { name: SUBMIT_OR_RETRY }).click();
