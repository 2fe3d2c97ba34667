import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import SickNoteRequestPage from '../../src/features/requests/SickNoteRequestPage';
import { selectForms } from '../../src/features/requests/slice';
import { failNext } from '../../src/testing/mock-clinic/controls';
import { db } from '../../src/testing/mock-clinic/db';
import { PATIENTS } from '../builders/users';
import { loggedIn, openRequestPage } from '../requests/requestHarness';
import { renderWithProviders, type Lang } from '../utils/render';

// The sick-note request's rules and messages (docs/requests.md#sick-note-rules-and-messages): the
// required answers all at once, the reason's length, the school-only rule for a child, and a
// failed check that keeps what was typed. The journeys (a note requested and paid, the draft kept
// over a reload, the child's and the visitor's requests, the focus on a refused Continue, axe)
// stay in e2e/sick-note.spec.ts; the last day's reset is tests/requests/sickNoteEndReset.test.tsx.

const TEXTS = {
  en: {
    continue: 'Continue',
    reason: 'Reason for time off',
    agree: /^I confirm that this information is true/,
    work: 'Work',
    purposeRequired: 'Please choose what the time off is for.',
    reasonRequired: 'Please describe the reason for your time off.',
    agreeRequired: 'Please agree to the terms',
    reasonTooLong: 'The reason must be 400 characters or fewer.',
    validateFailed: 'Failed to validate form',
  },
  cn: {
    continue: '繼續',
    reason: '請假原因',
    agree: /^本人確認以上資料屬實/,
    work: '工作',
    purposeRequired: '請選擇請假用途。',
    reasonRequired: '請描述請假原因。',
    agreeRequired: '請同意條款。',
    reasonTooLong: '請假原因不可多於 400 個字元。',
    validateFailed: '無法核對表格。',
  },
} as const;

const REASON = 'Influenza with fever since last night';

async function openSickNote(lang: Lang) {
  const user = userEvent.setup({ delay: null });
  const store = await openRequestPage('/sick-note', <SickNoteRequestPage />, lang);
  await screen.findByRole('heading', { level: 1 });
  const l = TEXTS[lang];
  return {
    user,
    l,
    store,
    reason: () => screen.getByLabelText(l.reason),
    proceed: () => user.click(screen.getByRole('button', { name: l.continue })),
  };
}

describe.each(['en', 'cn'] as const)('the sick-note request in %s', (lang) => {
  it('Continue with nothing answered shows every message at once', async () => {
    const page = await openSickNote(lang);
    await page.proceed();
    expect(await screen.findByText(page.l.purposeRequired)).toBeInTheDocument();
    expect(screen.getByText(page.l.reasonRequired)).toBeInTheDocument();
    expect(screen.getByText(page.l.agreeRequired)).toBeInTheDocument();
    // The kit's form: the first field in error takes the focus.
    expect(screen.getAllByRole('radio')[0]).toHaveFocus();
  });

  it('a reason over 400 characters is refused', async () => {
    const page = await openSickNote(lang);
    await page.user.click(screen.getByLabelText(page.l.work, { exact: true }));
    // Pasted past the field's own limit, as a script or an old browser may.
    await act(async () => {
      fireEvent.change(page.reason(), { target: { value: 'a'.repeat(401) } });
    });
    await page.user.click(screen.getByLabelText(page.l.agree));
    await page.proceed();
    expect(await screen.findByText(page.l.reasonTooLong)).toBeInTheDocument();
    expect(screen.queryByText(page.l.reasonRequired)).not.toBeInTheDocument();
  });

  it('a failed check says so and keeps what was typed', async () => {
    const page = await openSickNote(lang);
    await page.user.click(screen.getByLabelText(page.l.work, { exact: true }));
    await page.user.type(page.reason(), REASON);
    await page.user.click(screen.getByLabelText(page.l.agree));
    failNext('POST', '/services/sicknote/validate', '500');
    await page.proceed();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(page.l.validateFailed);
    // The refusal takes the focus, so it is read out.
    await waitFor(() => expect(alert).toHaveFocus());
    expect(page.reason()).toHaveValue(REASON);
    expect(screen.getByLabelText(page.l.work, { exact: true })).toBeChecked();
  });

  it('Enter pressed twice before the page redraws sends the request once', async () => {
    const page = await openSickNote(lang);
    await page.user.click(screen.getByLabelText(page.l.work, { exact: true }));
    await page.user.type(page.reason(), REASON);
    await page.user.click(screen.getByLabelText(page.l.agree));
    const id = page.store.getState().user.data?.id;
    const agreements = () => db.state.agreements.filter((a) => a.userId === id).length;
    const before = agreements();
    const form = page.reason().closest('form')!;
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await waitFor(() => expect(selectForms(page.store.getState()).validated).toBe(true));
    expect(agreements()).toBe(before + 1);
  });
});

describe('a patient 12 or younger', () => {
  it('is offered School only, and told why', async () => {
    const store = await loggedIn(PATIENTS.child);
    await renderWithProviders(<SickNoteRequestPage />, { route: '/sick-note', store });
    const purpose = await screen.findByRole('group', { name: 'Time off is for' });
    expect(within(purpose).getAllByRole('radio')).toHaveLength(1);
    expect(within(purpose).getByLabelText('School', { exact: true })).toBeChecked();
    expect(within(purpose).queryByLabelText('Work', { exact: true })).not.toBeInTheDocument();
    expect(
      within(purpose).getByText('Patients 12 or younger can request a sick note for school only.'),
    ).toBeInTheDocument();
  });
});
