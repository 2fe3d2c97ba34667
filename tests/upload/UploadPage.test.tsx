import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import UploadPage from '../../src/features/upload/UploadPage';
import { failNext } from '../../src/testing/mock-clinic/controls';
import { WAITING_FORM_ID } from '../../src/testing/mock-clinic/seed';
import { PATIENTS } from '../builders/users';
import { seededWaitingForm } from '../builders/forms';
import { renderWithProviders } from '../utils/render';

const PDF = new TextEncoder().encode('%PDF-1.4\n%mock\n');
const waitingForm = seededWaitingForm;

async function openPage(
  path = `/school-work-form/upload/${WAITING_FORM_ID}`,
  lang: 'en' | 'cn' = 'en',
) {
  const { store } = await renderWithProviders(<UploadPage />, {
    route: path,
    user: PATIENTS.full,
    lang,
    path: [
      '/school-work-form/upload/:formId',
      '/school-work-form/upload-token/:token',
      // Where the link lands once its token has left the address (src/app/addressToken.ts).
      '/school-work-form/upload-token',
    ],
    elsewhere: { '/dashboard': 'Dashboard page' },
  });
  return store;
}

describe('the upload page states (docs/requests.md#upload-states)', () => {
  it("an unpaid form: 'This form has not been paid for. Please complete payment first.'", async () => {
    const form = waitingForm();
    if (form) form.paymentComplete = false;
    await openPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This form has not been paid for. Please complete payment first.',
    );
    expect(screen.getByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByRole('button', { name: 'Complete Submission' })).toBeNull();
  });

  it("a form the service does not give: 'An error occurred while retrieving form data.'", async () => {
    await openPage('/school-work-form/upload-token/not-a-real-token');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while retrieving form data.',
    );
  });

  it("a form that could not be read says 'Could not retrieve form data. Please try again.' and Try Again reloads", async () => {
    failNext('GET', `/services2/sicknote/school_work_form/${WAITING_FORM_ID}`, '500');
    await openPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not retrieve form data. Please try again.',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByLabelText(/^Your documents/)).toBeInTheDocument();
  });

  it("a session that lapsed during the upload: 'Your session has expired. Please log in again to continue.'", async () => {
    const user = userEvent.setup();
    await openPage();
    await user.upload(
      await screen.findByLabelText(/^Your documents/),
      new File([PDF], 'form.pdf', { type: 'application/pdf' }),
    );
    await screen.findByText('form.pdf');
    failNext('POST', '/services2/sicknote/upload_school_work_files', 'tokenNotValid');
    await user.click(screen.getByRole('button', { name: 'Complete Submission' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your session has expired. Please log in again to continue.',
    );
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
  });

  it('files already uploaded: only Complete Submission, then the dashboard', async () => {
    const form = waitingForm();
    if (form) form.filesUploaded = true;
    await openPage();
    expect(await screen.findByText(/Your files have already been uploaded\./)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Your documents/)).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Complete Submission' }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(waitingForm()?.uploadedToOscar).toBe(true);
  });

  it('speaks Traditional Chinese', async () => {
    const form = waitingForm();
    if (form) form.uploadedToOscar = true;
    await openPage(undefined, 'cn');
    expect(await screen.findByRole('heading', { name: '表格已處理' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '上載文件' })).toBeInTheDocument();
  });
});
