import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import DateOfBirthSelect from '../../src/components/DateOfBirthSelect';
import DobConfirmDialog from '../../src/features/auth/register/DobConfirmDialog';
import { renderWithI18n } from './i18n';

const DATE = { year: '1988', month: '04', day: '12' };

function Harness() {
  const [date, setDate] = useState(DATE);
  const [show, setShow] = useState(true);
  return (
    <>
      <DateOfBirthSelect idPrefix="dob" legend="Date of birth" value={date} onChange={setDate} />
      <DobConfirmDialog
        date={date}
        dateIdPrefix="dob"
        show={show}
        onConfirm={() => setShow(false)}
        onCancel={() => {
          setShow(false);
          setDate({ year: '', month: '', day: '' });
        }}
      />
    </>
  );
}

describe('the date-of-birth confirmation', () => {
  it('writes the date as Chinese does, and Cancel goes back to the first select: the year', async () => {
    await renderWithI18n(<Harness />, 'cn');
    const dialog = await screen.findByRole('dialog', { name: '請確認您的出生日期' });
    expect(dialog).toHaveTextContent('您選擇了 1988年4月12日。');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(document.getElementById('dob-year')).toHaveFocus());
  });

  it('Confirm in Chinese goes back to the last select: the day', async () => {
    await renderWithI18n(<Harness />, 'cn');
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '確認' }));
    await waitFor(() => expect(document.getElementById('dob-day')).toHaveFocus());
  });

  it('in English: April 12, 1988, and Confirm goes back to the year, as before', async () => {
    await renderWithI18n(<Harness />);
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm your date of birth' });
    expect(dialog).toHaveTextContent('You chose April 12, 1988.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(document.getElementById('dob-year')).toHaveFocus());
  });

  it('Cancel in English goes back to the day, as before', async () => {
    await renderWithI18n(<Harness />);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.getElementById('dob-day')).toHaveFocus());
  });
});
