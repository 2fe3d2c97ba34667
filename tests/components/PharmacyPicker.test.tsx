import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Pharmacy } from '../../src/api/types';
import PharmacyPicker from '../../src/components/PharmacyPicker';
import { renderWithI18n } from './i18n';

const pharmacy = (id: string, name: string, address: string): Pharmacy => ({
  _id: id,
  name,
  address: { address },
  fax: `604-555-01${id}0`,
  phone1: `604-555-01${id}1`,
});

const LIST = [
  pharmacy('1', 'Steveston Village Pharmacy', '3811 Moncton St, Richmond, BC'),
  pharmacy('2', 'Kerrisdale Village Pharmacy', '2105 W 41st Ave, Vancouver, BC'),
  pharmacy('3', 'Aberdeen Square Pharmacy', '4151 Hazelbridge Way, Richmond, BC'),
];

function Harness(props: { saved?: Pharmacy | null; list?: Pharmacy[]; loading?: boolean }) {
  const [value, setValue] = useState<Pharmacy | null>(props.saved ?? null);
  return (
    <>
      <PharmacyPicker
        id="pharmacy"
        pharmacies={props.list ?? LIST}
        value={value}
        onChange={setValue}
        loading={props.loading}
      />
      <span data-testid="value">{value?.name ?? 'none'}</span>
    </>
  );
}

describe('PharmacyPicker', () => {
  it('chooses nothing for a patient without a pharmacy until 3 characters are typed', async () => {
    const user = userEvent.setup();
    await renderWithI18n(<Harness />);
    expect(screen.getByTestId('value')).toHaveTextContent('none');
    expect(screen.queryByRole('button', { name: 'Modify my preferred pharmacy' })).toBeNull();
    const group = screen.getByRole('radiogroup', { name: 'Pharmacies' });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    expect(within(group).queryByRole('radio', { checked: true })).toBeNull();

    const search = screen.getByRole('searchbox', { name: 'Search by pharmacy name or address' });
    await user.type(search, 'ri');
    expect(screen.getByTestId('value')).toHaveTextContent('none');

    // 'ric' matches Aberdeen and Steveston (Richmond): the first by name is chosen and shown.
    await user.type(search, 'c');
    expect(screen.getByTestId('value')).toHaveTextContent('Aberdeen Square Pharmacy');
    const checked = within(screen.getByRole('radiogroup')).getByRole('radio', { checked: true });
    expect(checked).toHaveAccessibleName(/Aberdeen Square Pharmacy/);
    expect(screen.getByText('Fax: 604-555-0130')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      '2 pharmacies found; selected: Aberdeen Square Pharmacy',
    );
    // The search stays open while the patient goes on typing.
    await user.type(search, 'hmond stev');
    expect(screen.getByTestId('value')).toHaveTextContent('Steveston Village Pharmacy');

    // Back under 3 characters, the first match is no longer chosen.
    await user.clear(search);
    await user.type(search, 'st');
    expect(screen.getByTestId('value')).toHaveTextContent('none');
  });

  it('a pharmacy the patient clicks stays while it matches', async () => {
    const user = userEvent.setup();
    await renderWithI18n(<Harness />);
    const search = screen.getByRole('searchbox');
    await user.type(search, 'richmond');
    await user.click(screen.getByRole('radio', { name: /Steveston Village Pharmacy/ }));
    await user.type(search, ' ');
    expect(screen.getByTestId('value')).toHaveTextContent('Steveston Village Pharmacy');
    await user.type(search, 'hazel');
    expect(screen.getByTestId('value')).toHaveTextContent('Aberdeen Square Pharmacy');
  });

  it('keeps the saved pharmacy and shows its details', async () => {
    await renderWithI18n(<Harness saved={{ ...(LIST[1] as Pharmacy) }} />);
    expect(screen.getByTestId('value')).toHaveTextContent('Kerrisdale Village Pharmacy');
    const group = screen.getByRole('group', { name: 'Preferred Pharmacy' });
    expect(within(group).getByText('Kerrisdale Village Pharmacy')).toBeInTheDocument();
    expect(within(group).getByText('2105 W 41st Ave, Vancouver, BC')).toBeInTheDocument();
    expect(within(group).getByText('Fax: 604-555-0120')).toBeInTheDocument();
    expect(within(group).getByText('Phone: 604-555-0121')).toBeInTheDocument();
  });

  it('Modify clears the choice; search starts at 3 characters; a choice shows its details', async () => {
    const user = userEvent.setup();
    await renderWithI18n(<Harness saved={{ ...(LIST[1] as Pharmacy) }} />);
    await user.click(screen.getByRole('button', { name: 'Modify my preferred pharmacy' }));
    expect(screen.getByTestId('value')).toHaveTextContent('none');
    const search = screen.getByRole('searchbox', { name: 'Search by pharmacy name or address' });
    await waitFor(() => expect(search).toHaveFocus());
    const group = screen.getByRole('radiogroup', { name: 'Pharmacies' });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);

    await user.type(search, 'vi');
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('');

    await user.type(search, 'llage richmond');
    expect(screen.getByRole('status')).toHaveTextContent('1 pharmacy found');
    const radios = within(screen.getByRole('radiogroup')).getAllByRole('radio');
    expect(radios).toHaveLength(1);
    expect(radios[0]).toBeChecked();
    expect(screen.getByTestId('value')).toHaveTextContent('Steveston Village Pharmacy');
    expect(screen.getByText('Fax: 604-555-0110')).toBeInTheDocument();
  });

  it('says when nothing matches, and announces counts politely', async () => {
    const user = userEvent.setup();
    await renderWithI18n(<Harness />);
    await user.type(screen.getByRole('searchbox'), 'village');
    expect(screen.getByRole('status')).toHaveTextContent('2 pharmacies found');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    await user.type(screen.getByRole('searchbox'), ' montreal');
    expect(screen.getByRole('status')).toHaveTextContent('No pharmacy matches your search.');
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('shows loading, then an unavailable note when the list is empty', async () => {
    const onChange = vi.fn();
    const { rerender } = await renderWithI18n(
      <PharmacyPicker id="p" pharmacies={[]} value={null} onChange={onChange} loading />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading pharmacies…');
    rerender(<PharmacyPicker id="p" pharmacies={[]} value={null} onChange={onChange} />);
    expect(screen.getByText(/could not be loaded/)).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('before the list is asked for, says when it will come, with nothing turning', async () => {
    await renderWithI18n(
      <PharmacyPicker id="p" pharmacies={[]} value={null} onChange={vi.fn()} pending />,
    );
    expect(
      screen.getByText('The list of pharmacies loads as you fill in the form.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(document.querySelector('.spinner-border')).toBeNull();
  });

  it('speaks Chinese', async () => {
    const user = userEvent.setup();
    await renderWithI18n(<Harness />, 'cn');
    expect(screen.getByRole('group', { name: '首選藥房' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: '以藥房名稱或地址搜尋' }), 'village');
    expect(screen.getByRole('status')).toHaveTextContent(
      '找到 2 間藥房，已選擇：Kerrisdale Village Pharmacy',
    );
  });

  it('speaks Chinese with a saved pharmacy', async () => {
    await renderWithI18n(<Harness saved={{ ...(LIST[0] as Pharmacy) }} />, 'cn');
    expect(screen.getByRole('button', { name: '更改我的首選藥房' })).toBeInTheDocument();
  });
});
