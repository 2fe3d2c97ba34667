import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import UploadPage from '../../src/features/upload/UploadPage';
import { failNext, setLatency } from '../../src/testing/mock-clinic/controls';
import { WAITING_FORM_ID } from '../../src/testing/mock-clinic/seed';
import { serviceCalls } from '../builders/session';
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

// 'Complete Submission' on the form kit (useForm, src/features/upload/useUploadForm.ts).
describe('sending (docs/requests.md#upload-files, #upload-messages)', () => {
  const UPLOAD = 'POST /services2/sicknote/upload_school_work_files';
  const COMPLETE = 'POST /services2/sicknote/complete_oscar_submission';
  const TEXT = {
    en: {
      picker: /^Your documents/,
      submit: 'Complete Submission',
      tryAgain: 'Try Again',
      noFiles: 'Please upload at least one file.',
      failed: 'Failed to upload files. Please try again.',
    },
    cn: {
      picker: /^您的文件/,
      submit: '完成提交',
      tryAgain: '再試一次',
      noFiles: '請至少上載一個檔案。',
      failed: '上載檔案失敗，請再試一次。',
    },
  } as const;

  async function withFile(lang: 'en' | 'cn' = 'en') {
    await openPage(undefined, lang);
    const picker = await screen.findByLabelText(TEXT[lang].picker);
    await userEvent
      .setup()
      .upload(picker, new File([PDF], 'form.pdf', { type: 'application/pdf' }));
    await screen.findByText('form.pdf');
    return picker;
  }

  it.each(['en', 'cn'] as const)(
    'in %s: no file chosen is said under the picker, which takes the focus and is read with it; nothing is sent',
    async (lang) => {
      await openPage(undefined, lang);
      const picker = await screen.findByLabelText(TEXT[lang].picker);
      const calls = serviceCalls();
      await userEvent.setup().click(screen.getByRole('button', { name: TEXT[lang].submit }));
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent(new RegExp(`^${TEXT[lang].noFiles}$`));
      expect(picker).toHaveAttribute('aria-invalid', 'true');
      expect(picker.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
      await waitFor(() => expect(picker).toHaveFocus());
      expect(calls).toEqual([]);
      // A file chosen, the message goes.
      await userEvent
        .setup()
        .upload(picker, new File([PDF], 'form.pdf', { type: 'application/pdf' }));
      await screen.findByText('form.pdf');
      expect(screen.queryByRole('alert')).toBeNull();
      expect(picker).not.toHaveAttribute('aria-invalid');
    },
  );

  it.each(['en', 'cn'] as const)(
    'in %s: a failed upload takes the focus with its words; the file stays, and Try Again sends it again',
    async (lang) => {
      await withFile(lang);
      const calls = serviceCalls();
      failNext('POST', '/services2/sicknote/upload_school_work_files', '500');
      await userEvent.setup().click(screen.getByRole('button', { name: TEXT[lang].submit }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(new RegExp(`^${TEXT[lang].failed}$`));
      await waitFor(() => expect(alert).toHaveFocus());
      expect(screen.getByText('form.pdf')).toBeInTheDocument();
      await userEvent.setup().click(screen.getByRole('button', { name: TEXT[lang].tryAgain }));
      await waitFor(() => expect(calls.filter((call) => call.endsWith(UPLOAD))).toHaveLength(2));
    },
  );

  /** Two presses before the answer (Enter, then the button). */
  const pressTwice = (button: HTMLElement) =>
    act(() => {
      const form = button.closest('form')!;
      fireEvent.submit(form);
      fireEvent.submit(form);
    });

  it('uploads once, however often it is pressed before the answer: busy meanwhile', async () => {
    await withFile();
    const calls = serviceCalls();
    setLatency(300);
    const button = screen.getByRole('button', { name: 'Complete Submission' });
    pressTwice(button);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    // (The mock clinic refuses a file sent from jsdom; the answer is not what is tested here.)
    await waitFor(() => expect(button).toBeEnabled(), { timeout: 3_000 });
    expect(calls.filter((call) => call.endsWith(UPLOAD))).toHaveLength(1);
  });

  it('submits once, however often it is pressed before the answer, then the dashboard', async () => {
    const form = waitingForm();
    if (form) form.filesUploaded = true;
    await openPage();
    const button = await screen.findByRole('button', { name: 'Complete Submission' });
    const calls = serviceCalls();
    setLatency(300);
    pressTwice(button);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Dashboard page', {}, { timeout: 3_000 })).toBeInTheDocument();
    expect(calls.filter((call) => call.endsWith(COMPLETE))).toHaveLength(1);
  });

  it('a cancelled upload is no failure: the file stays, nothing is announced, and it can be sent again', async () => {
    await withFile();
    const calls = serviceCalls();
    setLatency(2_000);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Complete Submission' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel the upload' }));
    expect(
      await screen.findByText(/^The upload was cancelled\. Your files are still chosen/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('form.pdf')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Complete Submission' });
    await waitFor(() => expect(button).toBeEnabled());
    setLatency(0);
    await user.click(button);
    await waitFor(() => expect(calls.filter((call) => call.endsWith(UPLOAD))).toHaveLength(2));
  });
});
