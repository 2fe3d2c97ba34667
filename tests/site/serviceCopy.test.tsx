import { screen, within } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import BookAppointmentPage from '../../src/features/site/BookAppointmentPage';
import FaqPage from '../../src/features/site/FaqPage';
import FeeSchedule from '../../src/features/site/legal/FeeSchedule';
import MedicalFormInfoPage from '../../src/features/site/MedicalFormInfoPage';
import SickNoteInfoPage from '../../src/features/site/SickNoteInfoPage';
import { renderWithProviders } from '../utils/render';

// Issue 16 point 6: the copy says what the portal really does. A sick note is paid when the
// request is sent (and is not refundable), a doctor then reviews it, and we reply by e-mail
// within 24 hours; a form is questions, payment, upload, review, e-mail. Every amount comes from
// the fee config or the clinic's fixed fees, in the one price format.

async function open(page: ReactElement, lang: 'en' | 'cn') {
  await renderWithProviders(page, { lang });
}

const stepTitles = () =>
  within(screen.getAllByRole('list').find((list) => list.tagName === 'OL') as HTMLElement)
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

describe('the /sicknote page', () => {
  it('says you pay when you send the request, then a doctor reviews it, in English', async () => {
    await open(<SickNoteInfoPage />, 'en');
    expect(stepTitles()).toEqual([
      'Submit your request',
      'Pay when you send your request',
      'A doctor reviews it',
      'Receive your note by e-mail',
    ]);
    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(/approve/i);
    expect(text).toContain('we reply by e-mail within 24 hours');
    expect(text).toContain('you pay when you send your request, a doctor reviews it');
    expect(screen.getByRole('button', { name: 'How much does a sick note cost?' })).toBeVisible();
    expect(text).toContain('Typically $65 with a valid BC Services Card');
    expect(text).toContain('or $130 without one');
  });

  it('says the same in Chinese', async () => {
    await open(<SickNoteInfoPage />, 'cn');
    expect(stepTitles()).toEqual(['提交申請', '提交申請時付款', '醫生審閱', '以電郵收取病假證明']);
    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(/批准|獲批/);
    expect(text).toContain('我們會在 24 小時內以電郵回覆');
    expect(text).toContain('一般收費 $65');
  });
});

describe('the /medicalform page', () => {
  it("lists the steps in the portal's order: questions, payment, upload, review, e-mail", async () => {
    await open(<MedicalFormInfoPage />, 'en');
    expect(stepTitles()).toEqual([
      'Answer a short questionnaire',
      'Pay online',
      'Upload your form',
      'A provider reviews it',
      'Receive your form by e-mail',
    ]);
    expect(screen.getByRole('button', { name: 'Why is the minimum fee $250?' })).toBeVisible();
  });

  it('in Chinese too', async () => {
    await open(<MedicalFormInfoPage />, 'cn');
    expect(stepTitles()).toEqual([
      '回答簡短問卷',
      '在網上付款',
      '上載您的表格',
      '醫護人員審閱',
      '以電郵收取表格',
    ]);
    expect(screen.getByRole('button', { name: '為甚麼最低收費是 $250？' })).toBeVisible();
  });
});

describe('the FAQ page', () => {
  it('gives the typical sick-note fee and the missed-appointment fees from their one source', async () => {
    await open(<FaqPage />, 'en');
    const text = document.body.textContent ?? '';
    expect(text).toContain('The fee is typically $65 with a valid BC Services Card');
    expect(text).toContain('you pay when you send your request');
    expect(text).toContain('costs $50 for a general practitioner and $100 for a specialist');
    expect(text).toContain('You answer a few questions, pay, and upload your form');
  });

  it('in Chinese too', async () => {
    await open(<FaqPage />, 'cn');
    const text = document.body.textContent ?? '';
    expect(text).toContain('一般收費 $65');
    expect(text).toContain('普通科醫生收費 $50，專科醫生收費 $100');
  });
});

describe('the booking rules', () => {
  it('name the missed-appointment fees from the clinic fixed fees', async () => {
    await open(<BookAppointmentPage />, 'en');
    expect(document.body.textContent).toContain(
      '($50 for a general practitioner, $100 for a specialist)',
    );
  });
});

describe('the Fee Schedule', () => {
  it('lists fit-to-fly paperwork at $50, in English and Chinese', async () => {
    await open(<FeeSchedule />, 'en');
    expect(screen.getByRole('row', { name: /Fit-to-fly paperwork/ }).textContent).toContain('$50');
    document.body.innerHTML = '';
    await open(<FeeSchedule />, 'cn');
    expect(screen.getByRole('row', { name: /適合乘搭飛機證明文件/ }).textContent).toContain('$50');
  });
});

describe('the locale texts', () => {
  // Every namespace of both languages (the registration fee notices included): each amount is
  // interpolated from the fee config or CLINIC_FEES, never typed.
  const namespaces = readdirSync(path.resolve(__dirname, '../../src/i18n/locales/en'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''));
  it('never type an amount: every price is interpolated from the fee constants', () => {
    expect(namespaces).toContain('register');
    for (const lang of ['en', 'cn']) {
      for (const ns of namespaces) {
        const file = path.resolve(__dirname, `../../src/i18n/locales/${lang}/${ns}.json`);
        const typed = readFileSync(file, 'utf8').match(/\$\d[\d,.]*/g);
        expect({ file: `${lang}/${ns}`, typed }).toEqual({ file: `${lang}/${ns}`, typed: null });
      }
    }
  });
});
