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
  it('auto-selects the first pharmacy by name and shows its details', async () => {
    await renderWithI18n(<Harness />);
    expect(screen.getByTestId('value')).toHaveTextContent('Aberdeen Square Pharmacy');
    const group = screen.getByRole('group', { name: 'Preferred Pharmacy' });
    expect(within(group).getByText('Aberdeen Square Pharmacy')).toBeInTheDocument();
    expect(within(group).getByText('4151 Hazelbridge Way, Richmond, BC')).toBeInTheDocument();
    expect(within(group).getByText('Fax: 604-555-0130')).toBeInTheDocument();
    expect(within(group).getByText('Phone: 604-555-0131')).toBeInTheDocument();
  });

  it('keeps the saved pharmacy', async () => {
    await renderWithI18n(<Harness saved={{ ...(LIST[1] as Pharmacy) }} />);
    expect(screen.getByTestId('value')).toHaveTextContent('Kerrisdale Village Pharmacy');
  });

  it('Modify clears the choice; search starts at 3 characters; a choice shows its details', async () => {
    const user = userEvent.setup();
    await renderWithI18n(<Harness />);
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
    await user.click(radios[0] as HTMLElement);
    expect(screen.getByTestId('value')).toHaveTextContent('Steveston Village Pharmacy');
    expect(screen.getByText('Fax: 604-555-0110')).toBeInTheDocument();
  });

  it('says when nothing matches, and announces counts politely', async () => {
    const user = userEvent.setup();
    await renderWithI18n(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Modify my preferred pharmacy' }));
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

  it('speaks Chinese', async () => {
    await renderWithI18n(<Harness />, 'cn');
    expect(screen.getByRole('group', { name: '首選藥房' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '更改我的首選藥房' })).toBeInTheDocument();
  });
});
