import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import RequestSummary from '../../src/features/payment/RequestSummary';
import type { RequestData } from '../../src/features/requests/types';
import { renderWithProviders } from '../utils/render';

// The payment page's dates off: each date is kept on one line. In Chinese the dates touch 至
// with no space between (review St5), so at 375 px the line broke inside the second date
// (2026年11月27日至2026年11月 | 27日), seen in a Chromium screenshot (issue 29 point 4).

const request: RequestData = {
  formType: 'sick-note',
  formId: null,
  accessToken: null,
  isPrivate: false,
  timeOffIsFor: 'work',
  timeOffReason: 'Influenza',
  startTimeOff: '2026-11-27',
  endOfTimeOff: '2026-12-03',
  isAgreed: true,
  pageCount: null,
  calculatedPrice: 65,
  organization: '',
  paymentComplete: false,
  filesUploaded: false,
  uploadedToOscar: false,
  submittedDate: null,
};

describe('the payment summary’s dates off', () => {
  it.each([
    ['cn', '請假日期', '2026年11月27日至2026年12月3日', ['2026年11月27日', '2026年12月3日']],
    ['en', 'Dates off', 'Nov 27, 2026 to Dec 03, 2026', ['Nov 27, 2026', 'Dec 03, 2026']],
  ] as const)('reads as one range, each date unbroken (%s)', async (lang, label, text, dates) => {
    await renderWithProviders(<RequestSummary request={request} />, { lang });
    const value = screen.getByText(label).nextElementSibling as HTMLElement;
    expect(value).toHaveTextContent(text, { normalizeWhitespace: false });
    const unbroken = [...value.querySelectorAll('span.text-nowrap')].map((s) => s.textContent);
    expect(unbroken).toEqual(dates);
  });
});
