import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { brand } from '../../src/config/brands';
import ReceiptPage from '../../src/features/receipts/ReceiptPage';
import type { Receipt } from '../../src/features/receipts/receipt';
import type { User } from '../../src/api/types';
import { sessionKeys } from '../../src/lib/storage';
import { createStore } from '../../src/app/store';
import { userSet } from '../../src/state/user/slice';
import { paidSickNoteReceipt } from '../builders/receipts';
import { renderWithProviders, type Lang } from '../utils/render';

// One test gives the clinic a GST number, on the page's own brand object: a vi.mock of useBrand
// did not reach ReceiptSheet when another file of the same worker (isolate: false) had loaded it
// first, and the test failed 1 run in 4 by the order of the files.
const noGstNumber = brand.gstNumber;

/** The logged-in patient the page is shown to; the receipts are theirs. */
const OWNER = 'patient-mei';
const patient = { id: OWNER, firstName: 'Mei', lastName: 'Chen' } as User;

const sickNote = paidSickNoteReceipt(OWNER);

const form: Receipt = {
  id: 'local-7d1c',
  reference: null,
  paidAt: '2026-11-25T21:30:00.000Z',
  service: { kind: 'form', formType: 'insurance', pages: 3 },
  amount: 400,
  patientName: 'Mei Chen',
  card: null,
  ownerId: OWNER,
};

function keep(...receipts: Receipt[]) {
  window.sessionStorage.setItem(sessionKeys.receipts, JSON.stringify(receipts));
}

function storeOf(user: User) {
  const store = createStore();
  store.dispatch(userSet(user));
  return store;
}

const open = (id: string, lang: Lang = 'en', user: User = patient) =>
  renderWithProviders(<ReceiptPage />, {
    route: `/receipts/${id}`,
    path: '/receipts/:id',
    lang,
    store: storeOf(user),
    elsewhere: { '/dashboard': 'Dashboard page' },
  });

/** The receipt's fields, label to value, as a screen reader reads the list. */
function fields(): Record<string, string> {
  const list = document.querySelector('.receipt-fields');
  const out: Record<string, string> = {};
  list?.querySelectorAll('dt').forEach((dt) => {
    out[dt.textContent ?? ''] = dt.nextElementSibling?.textContent ?? '';
  });
  return out;
}

/** The clinic's e-mail and phone as the header lists them, label to value. */
function contact(): Record<string, string> {
  const out: Record<string, string> = {};
  document.querySelectorAll('.receipt-contact dt').forEach((dt) => {
    out[dt.textContent ?? ''] = dt.nextElementSibling?.textContent ?? '';
  });
  return out;
}

beforeEach(() => {
  window.sessionStorage.clear();
});
afterEach(() => {
  // Put back at once: the brand object is shared with the other files of this worker.
  brand.gstNumber = noGstNumber;
  vi.restoreAllMocks();
});

describe('the receipt page', () => {
  it('shows every field of a paid sick note in English, with the clinic and a print button', async () => {
    keep(form, sickNote);
    await open('pi_sick1001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment receipt' })).toBeVisible();
    const sheet = screen.getByRole('article', { name: 'Payment receipt' });
    expect(sheet).toHaveTextContent(brand.name.en);
    expect(sheet).toHaveTextContent(brand.address.full.en);
    expect(contact()).toEqual({
      'E-mail': brand.serviceEmail,
      ...(brand.phone ? { Phone: brand.phone } : {}),
    });
    expect(fields()).toEqual({
      Patient: 'Mei Chen',
      Service: 'Sick note',
      'Date and time paid': 'Nov 25, 2026, 11:05 AM (Vancouver time)',
      'Amount paid': '$65 CAD',
      'Payment reference': 'pi_sick1001',
      'Paid by': 'Visa card ending in 4242',
    });
    expect(sheet).not.toHaveTextContent('MSP');
    // No GST number from the clinic: no claim about GST (docs/requests.md#receipts).
    expect(sheet).not.toHaveTextContent('GST');
    // English alone: nothing is printed twice.
    expect(sheet.querySelector('.receipt-en')).toBeNull();

    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Print or save as PDF' }));
    expect(print).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('link', { name: 'Go to my dashboard' }));
    expect(screen.getByText('Dashboard page')).toBeInTheDocument();
  });

  it('prints a form in Chinese with the English beside every label and value, for an insurer', async () => {
    keep(form, sickNote);
    await open('local-7d1c', 'cn');
    const sheet = await screen.findByRole('article', { name: '付款收據 Payment receipt' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('付款收據 Payment receipt');
    // The clinic: its Chinese name, its registered name (never translated), both addresses.
    expect(sheet).toHaveTextContent(brand.name.cn);
    expect(sheet).toHaveTextContent(brand.legalName);
    expect(sheet).toHaveTextContent(brand.address.full.cn);
    expect(sheet).toHaveTextContent(brand.address.full.en);
    expect(contact()).toEqual({
      '電郵 E-mail': brand.serviceEmail,
      ...(brand.phone ? { '電話 Phone': brand.phone } : {}),
    });
    // No reference or card line when none was given; each English line follows its Chinese.
    expect(fields()).toEqual({
      '病人 Patient': 'Mei Chen',
      '服務 Service': '表格填寫：保險表格，3 頁 Form completion: Insurance form, 3 pages',
      '付款日期及時間 Date and time paid':
        '2026年11月25日 下午 2:30（溫哥華時間） Nov 25, 2026, 2:30 PM (Vancouver time)',
      '已付金額 Amount paid': '$400（加元） $400 CAD',
    });
    expect(sheet.querySelector('.receipt-note')).toHaveTextContent(
      '表格填寫費用不屬 MSP 保障範圍。許多延伸醫療保險計劃均可報銷此項費用。 Form completion is not covered by MSP. Many extended health plans reimburse it.',
    );
    // Without the clinic's GST number, no claim about GST in either language.
    expect(sheet).not.toHaveTextContent(/GST|商品及服務稅/);
    // Every English line is marked as English, for screen readers and the print's fonts.
    const english = [...sheet.querySelectorAll('.receipt-en')];
    expect(english.length).toBeGreaterThanOrEqual(9);
    for (const line of english) expect(line).toHaveAttribute('lang', 'en');
    // The lead and the buttons are for the patient: in Chinese alone.
    expect(sheet.querySelector('.receipt-lead')).toHaveTextContent(
      /^請保留此收據作記錄，或交給您的保險公司。$/,
    );
    expect(screen.getByRole('button', { name: '列印或儲存為 PDF' })).toBeVisible();
  });

  it('names the card in both languages, by brand or, without one, as a credit or debit card', async () => {
    keep(sickNote, { ...sickNote, id: 'pi_other1881', card: { brand: null, last4: '1881' } });
    const first = await open('pi_sick1001', 'cn');
    await screen.findByRole('article');
    expect(fields()['付款方式 Paid by']).toBe('Visa 卡，尾號 4242 Visa card ending in 4242');
    first.unmount();
    await open('pi_other1881', 'cn');
    await screen.findByRole('article');
    expect(fields()['付款方式 Paid by']).toBe('信用卡或扣賬卡，尾號 1881 Card ending in 1881');
  });

  it.each([
    ['en', 'GST included. GST registration number: 123456789 RT0001'],
    [
      'cn',
      '已包括商品及服務稅（GST）。稅務登記號碼：123456789 RT0001 GST included. GST registration number: 123456789 RT0001',
    ],
  ] as const)(
    'says GST is included once the clinic gives its GST number (%s)',
    async (lang, gst) => {
      brand.gstNumber = '123456789 RT0001';
      keep(sickNote);
      await open('pi_sick1001', lang);
      await screen.findByRole('article');
      const amount = lang === 'en' ? '$65 CAD' : '$65（加元） $65 CAD';
      expect(fields()[lang === 'en' ? 'Amount paid' : '已付金額 Amount paid']).toBe(
        `${amount}${gst}`,
      );
    },
  );

  it('names a card of a brand it does not know by its last digits only', async () => {
    keep({ ...sickNote, card: { brand: null, last4: '1881' } });
    await open('pi_sick1001');
    await screen.findByRole('heading', { level: 1, name: 'Payment receipt' });
    expect(fields()['Paid by']).toBe('Card ending in 1881');
  });

  it.each(['en', 'cn'] as const)(
    'says plainly that there is no receipt for an id this tab does not hold (%s)',
    async (lang) => {
      keep(sickNote);
      await open('pi_someone_else', lang);
      const text =
        lang === 'en'
          ? { title: 'Receipt not found', link: 'Go to my dashboard' }
          : { title: '找不到收據', link: '前往我的主頁' };
      expect(await screen.findByRole('heading', { level: 1, name: text.title })).toBeVisible();
      expect(screen.queryByRole('article')).toBeNull();
      expect(screen.queryByRole('button')).toBeNull();
      const main = screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement;
      expect(within(main).getByRole('link', { name: text.link })).toHaveAttribute(
        'href',
        '/dashboard',
      );
    },
  );

  it.each(['en', 'cn'] as const)(
    "shows another patient who logged in to this tab none of the first patient's receipts (%s)",
    async (lang) => {
      keep(sickNote);
      await open('pi_sick1001', lang, { ...patient, id: 'patient-other', firstName: 'Ann' });
      const title = lang === 'en' ? 'Receipt not found' : '找不到收據';
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(screen.queryByRole('article')).toBeNull();
      expect(document.body).not.toHaveTextContent('Mei Chen');
    },
  );

  it('marks the document for printing the receipt alone while it is shown', async () => {
    keep(sickNote);
    const { unmount } = await open('pi_sick1001');
    await screen.findByRole('heading', { level: 1, name: 'Payment receipt' });
    expect(document.documentElement).toHaveClass('receipt-print');
    unmount();
    expect(document.documentElement).not.toHaveClass('receipt-print');
  });
});
