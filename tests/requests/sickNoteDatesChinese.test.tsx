import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import SickNoteRequestPage from '../../src/features/requests/SickNoteRequestPage';
import { addDays, clinicDay } from '../../src/features/requests/rules/sickNoteDates';
import { openRequestPage } from './requestHarness';

// The sick-note dates in Chinese as the patient reads them (native review of 27 November 2026):
// the count of days off says 天 (U13), and a Chinese date ends in 日, so no space stands between
// it and the 至 or the Chinese that follows (St5): 由 2026年11月2日至2026年11月5日。

const today = clinicDay();

/** A Chinese date as the page writes it: 2026年11月2日. */
const DAY = String.raw`\d{4}年\d{1,2}月\d{1,2}日`;
const exactly = (pattern: string) => new RegExp(`^${pattern}$`);

/** A space between a Chinese date and a Chinese character, or around 至 between dates. */
const SPACE_BESIDE_DATE = /日 [\u3400-\u9fff]|日 至|至 \d/;

describe('the sick-note dates in Chinese', () => {
  it('counts the days off in 天, and the hints join the dates with 至 and no spaces', async () => {
    await openRequestPage('/sick-note', <SickNoteRequestPage />, 'cn');
    const start = await screen.findByLabelText('請假首日');
    const end = screen.getByLabelText('請假最後一日');
    act(() => {
      fireEvent.change(start, { target: { value: addDays(today, -1) } });
    });
    act(() => {
      fireEvent.change(end, { target: { value: addDays(today, 1) } });
    });
    expect(screen.getByText('請假日數：3 天')).toBeInTheDocument();

    const startHint = document.getElementById('sn-start-hint')?.textContent ?? '';
    const endHint = document.getElementById('sn-end-hint')?.textContent ?? '';
    expect(startHint).toMatch(exactly(`由 ${DAY}至${DAY}。`));
    expect(endHint).toMatch(exactly(`最多連續 7 天：由 ${DAY}至${DAY}。`));
    for (const hint of [startHint, endHint]) expect(hint).not.toMatch(SPACE_BESIDE_DATE);
    // Each date kept on one line: with no space beside it, a phone broke the hint inside a date.
    for (const id of ['sn-start-hint', 'sn-end-hint']) {
      const unbroken = [...document.querySelectorAll(`#${id} .text-nowrap`)];
      expect(unbroken.map((date) => date.textContent)).toEqual([
        expect.stringMatching(exactly(DAY)),
        expect.stringMatching(exactly(DAY)),
      ]);
    }
  });

  it('says why the last day off was reset with no space after a date', async () => {
    await openRequestPage('/sick-note', <SickNoteRequestPage />, 'cn');
    const end = await screen.findByLabelText('請假最後一日');
    act(() => {
      end.focus();
      fireEvent.change(end, { target: { value: addDays(today, 9) } });
    });
    act(() => {
      end.blur();
    });
    const status = screen.getByRole('status').textContent ?? '';
    expect(status).toMatch(
      exactly(
        `病假證明最多涵蓋連續 7 天，因此 ${DAY}不能作為請假最後一日，已改為請假首日 ${DAY}。` +
          `您可選擇最遲 ${DAY}為請假最後一日。`,
      ),
    );
    expect(status).not.toMatch(SPACE_BESIDE_DATE);
  });
});
