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
import { renderWithProviders, type Lang } from '../utils/render';

/** The logged-in patient the page is shown to; the receipts are theirs. */
const OWNER = 'patient-mei';
const patient = { id: OWNER, firstName: 'Mei', lastName: 'Chen' } as User;

const sickNote: Receipt = {
  id: 'pi_sick1001',
  reference: 'pi_sick1001',
  // 11:05 a.m. on the clinic's clock: B.C. keeps UTC-7 all year from 2026 (Node's older data
  // would say 10:05, PST).
  paidAt: '2026-11-25T18:05:00.000Z',
  service: { kind: 'sick-note' },
  amount: 65,
  patientName: 'Mei Chen',
  card: { brand: 'visa', last4: '4242' },
  ownerId: OWNER,
};

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
  const list = document.querySelector('dl');
  const out: Record<string, string> = {};
  list?.querySelectorAll('dt').forEach((dt) => {
    out[dt.textContent ?? ''] = dt.nextElementSibling?.textContent ?? '';
  });
  return out;
}

beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('the receipt page', () => {
  it('shows every field of a paid sick note in English, with the clinic and a print button', async () => {
    keep(form, sickNote);
    await open('pi_sick1001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment receipt' })).toBeVisible();
    const sheet = screen.getByRole('article', { name: 'Payment receipt' });
    expect(sheet).toHaveTextContent(brand.name.en);
    expect(sheet).toHaveTextContent(brand.address.full.en);
    expect(sheet).toHaveTextContent(`E-mail: ${brand.serviceEmail}`);
    expect(fields()).toEqual({
      Patient: 'Mei Chen',
      Service: 'Sick note',
      'Date and time paid': 'Nov 25, 2026, 11:05 AM (Vancouver time)',
      'Amount paid': '$65 CADGST included.',
      'Payment reference': 'pi_sick1001',
      'Paid by': 'Visa card ending in 4242',
    });
    expect(sheet).not.toHaveTextContent('MSP');

    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Print or save as PDF' }));
    expect(print).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('link', { name: 'Go to my dashboard' }));
    expect(screen.getByText('Dashboard page')).toBeInTheDocument();
  });

  it('shows a form by type and pages in Chinese; no reference or card line when none was given', async () => {
    keep(form, sickNote);
    await open('local-7d1c', 'cn');
    expect(await screen.findByRole('heading', { level: 1, name: '付款收據' })).toBeVisible();
    const sheet = screen.getByRole('article', { name: '付款收據' });
    expect(sheet).toHaveTextContent(brand.name.cn);
    // The registered name is not translated.
    expect(sheet).toHaveTextContent(brand.legalName);
    expect(sheet).toHaveTextContent(brand.address.full.cn);
    expect(fields()).toEqual({
      病人: 'Mei Chen',
      服務: '表格填寫：保險表格，3 頁',
      付款日期及時間: '2026年11月25日 下午 2:30（溫哥華時間）',
      已付金額: '$400（加元）已包括商品及服務稅（GST）。',
    });
    expect(sheet).toHaveTextContent('MSP 不涵蓋表格填寫費用');
    expect(screen.getByRole('button', { name: '列印或儲存為 PDF' })).toBeVisible();
  });

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
