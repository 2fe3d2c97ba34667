import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import AlertStack from '../../src/components/AlertStack';
import PharmacyDialog from '../../src/features/dashboard/PharmacyDialog';
import { failNext, setLatency } from '../../src/testing/mock-clinic/controls';
import { serviceCalls } from '../builders/session';
import { PATIENTS } from '../builders/users';
import { renderWithProviders, type Lang } from '../utils/render';

// docs/dashboard.md#pharmacy-dialog: the dashboard's dialog for a patient without a preferred
// pharmacy, on the form kit (useForm: the rule's message and focus, one save at a time).

const TEXT = {
  en: {
    dialog: 'Before proceeding, please select your preferred pharmacy',
    confirm: 'Confirm pharmacy',
    required: 'Please select the preferred pharmacy.',
    search: 'Search by pharmacy name or address',
  },
  cn: {
    dialog: '繼續之前，請選擇您的首選藥房',
    confirm: '確認藥房',
    required: '請選擇首選藥房。',
    search: '以藥房名稱或地址搜尋',
  },
} as const;

const SAVE = 'POST /pharmacy/addPreferredPharmacy';

async function openDialog(lang: Lang = 'en') {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  await renderWithProviders(<PharmacyDialog onClose={onClose} onSaved={onSaved} />, {
    user: PATIENTS.withoutPharmacy,
    lang,
    beside: <AlertStack />,
  });
  const dialog = await screen.findByRole('dialog', { name: TEXT[lang].dialog });
  const search = await within(dialog).findByLabelText(TEXT[lang].search);
  const confirm = within(dialog).getByRole('button', { name: TEXT[lang].confirm });
  return { dialog, search, confirm, onSaved, onClose };
}

/** Searches, so the first match is chosen (nothing is chosen before). */
async function choose(search: HTMLElement, words = 'Kerrisdale') {
  await userEvent.setup().type(search, words);
  await screen.findByRole('radio', { name: /Kerrisdale Village Pharmacy/, checked: true });
}

describe('the pharmacy dialog', () => {
  it.each(['en', 'cn'] as const)(
    'in %s: Confirm with nothing chosen asks for a pharmacy; the search box takes the focus, read with the message',
    async (lang) => {
      const { dialog, search, confirm, onSaved } = await openDialog(lang);
      const calls = serviceCalls();
      await userEvent.setup().click(confirm);
      const alert = within(dialog).getByRole('alert');
      expect(alert).toHaveTextContent(new RegExp(`^${TEXT[lang].required}$`));
      await waitFor(() => expect(search).toHaveFocus());
      expect(search).toHaveAttribute('aria-invalid', 'true');
      expect(search.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
      expect(calls).not.toContain(SAVE);
      expect(onSaved).not.toHaveBeenCalled();
    },
  );

  it('a choice clears the message', async () => {
    const { dialog, search, confirm } = await openDialog();
    await userEvent.setup().click(confirm);
    expect(within(dialog).getByRole('alert')).toBeInTheDocument();
    await choose(search);
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('saves the chosen pharmacy once, however often Confirm is pressed before the answer, then goes on', async () => {
    const { dialog, search, confirm, onSaved } = await openDialog();
    await choose(search);
    const calls = serviceCalls();
    setLatency(300);
    // Two presses before the answer (Enter, then the button): one save is sent.
    act(() => {
      const form = confirm.closest('form')!;
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(calls.filter((call) => call === SAVE)).toHaveLength(1);
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('Enter in the search box confirms nothing', async () => {
    const { search, onSaved } = await openDialog();
    await choose(search);
    const calls = serviceCalls();
    await userEvent.setup().type(search, '{Enter}');
    expect(calls).not.toContain(SAVE);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('a failed save is told by the error alert; the dialog stays, saying nothing of its own', async () => {
    const { dialog, search, confirm, onSaved } = await openDialog();
    await choose(search);
    failNext('POST', '/pharmacy/addPreferredPharmacy', '500');
    await userEvent.setup().click(confirm);
    expect(await screen.findByText('Error - Internal Server Error')).toBeInTheDocument();
    await waitFor(() => expect(confirm).toBeEnabled());
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
    await userEvent.setup().click(confirm);
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
  });
});
