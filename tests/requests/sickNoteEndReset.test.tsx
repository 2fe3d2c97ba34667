import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import SickNoteRequestPage from '../../src/features/requests/SickNoteRequestPage';
import { selectForms } from '../../src/features/requests/slice';
import { addDays, clinicDay } from '../../src/features/requests/rules/sickNoteDates';
import { openRequestPage } from './requestHarness';

const openSickNote = (lng: 'en' | 'cn') =>
  openRequestPage('/sick-note', <SickNoteRequestPage />, lng);

const today = clinicDay();

describe('the last day off on the sick-note request', () => {
  it('typed out of range, goes back to the first day off when the field is left, and says why', async () => {
    await openSickNote('en');
    const end = await screen.findByLabelText('Last day off');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    act(() => {
      end.focus();
      fireEvent.change(end, { target: { value: addDays(today, 9) } });
    });
    // Not while typing: the date may still be on its way to the one meant.
    expect(end).toHaveValue(addDays(today, 9));
    act(() => {
      end.blur();
    });
    expect(end).toHaveValue(today);
    expect(status).toHaveTextContent('A sick note covers at most 7 days in a row');
    expect(status).toHaveTextContent('It has been set to');
    expect(end.getAttribute('aria-describedby')).toContain('sn-end-reset');

    // An end before the start, set by a picker without the focus, is reset at once.
    act(() => {
      fireEvent.change(end, { target: { value: addDays(today, -1) } });
    });
    expect(end).toHaveValue(today);
    expect(status).toHaveTextContent('cannot be before the first day off');

    // A good end clears the note.
    act(() => {
      fireEvent.change(end, { target: { value: addDays(today, 2) } });
    });
    expect(end).toHaveValue(addDays(today, 2));
    expect(status).toHaveTextContent('');
  });

  it('left behind by an earlier start, is reset with the note, in Chinese', async () => {
    await openSickNote('cn');
    const start = await screen.findByLabelText('請假首日');
    const end = screen.getByLabelText('請假最後一日');
    act(() => {
      fireEvent.change(end, { target: { value: addDays(today, 3) } });
    });
    act(() => {
      fireEvent.change(start, { target: { value: addDays(today, -20) } });
    });
    expect(end).toHaveValue(addDays(today, -20));
    expect(screen.getByRole('status')).toHaveTextContent(
      '您更改了請假首日，原來的請假最後一日已超出首日起計 7 天的範圍',
    );
  });

  it('stays as it is while the first day off is typed in WebKit, year digit by digit', async () => {
    // Safari's date field reports each half-typed year (0002, 0020, 0202, then 2026); Chromium
    // and Firefox report only the complete date (issue 27).
    await openSickNote('en');
    const start = await screen.findByLabelText('First day off');
    const end = screen.getByLabelText('Last day off');
    const status = screen.getByRole('status');
    const lastDay = addDays(today, 2);
    act(() => {
      fireEvent.change(end, { target: { value: lastDay } });
    });
    const firstDay = addDays(today, -1);
    const [year, monthDay] = [firstDay.slice(0, 4), firstDay.slice(4)];
    act(() => {
      start.focus();
    });
    for (const n of [1, 2, 3, 4]) {
      const reported = `${year.slice(0, n).padStart(4, '0')}${monthDay}`;
      act(() => {
        fireEvent.change(start, { target: { value: reported } });
      });
      expect(start).toHaveValue(reported);
      expect(end).toHaveValue(lastDay);
      expect(status).toHaveTextContent('');
    }
    expect(start).toHaveValue(firstDay);
  });

  it('is settled before anything is sent when Enter is pressed in the field', async () => {
    const store = await openSickNote('en');
    const end = await screen.findByLabelText('Last day off');
    act(() => {
      end.focus();
      fireEvent.change(end, { target: { value: '' } });
    });
    act(() => {
      fireEvent.submit(end.closest('form') as HTMLFormElement);
    });
    expect(end).toHaveValue(today);
    expect(selectForms(store.getState()).endOfTimeOff).toBe(today);
    expect(screen.getByRole('status')).toHaveTextContent('was not a complete date');
    expect(end).toHaveFocus();
  });
});
