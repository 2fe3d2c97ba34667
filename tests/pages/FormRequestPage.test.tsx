import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import FormRequestPage from '../../src/features/requests/FormRequestPage';
import { openRequestPage } from '../requests/requestHarness';
import type { Lang } from '../utils/render';
import { typeAtOnce } from '../utils/typeAtOnce';

// The form request's rules and messages (docs/requests.md#form-request-rules-and-messages): every
// missing answer at once, a page count of 0, details over 400 characters, in English and Chinese.
// The journeys (a form priced, paid and uploaded, Cancel abandoning the request, the focus on a
// refused Continue, a page count typed key by key, axe) stay in e2e/form-request.spec.ts; a
// three-digit page count while typing is tests/requests/requestPages.test.tsx.

const TEXTS = {
  en: {
    continue: 'Continue',
    type: 'Form type',
    school: 'School',
    details: 'Details about the form',
    pages: 'Number of pages',
    agree: /^I agree to the terms/,
    typeRequired: 'Please select the form type',
    detailsRequired: 'Please provide details about the form',
    detailsTooLong: 'The details must be 400 characters or fewer.',
    pagesInvalid: 'Please enter a valid number of pages (1-99)',
    agreeRequired: 'Please agree to the terms',
  },
  cn: {
    continue: '繼續',
    type: '表格類型',
    school: '學校',
    details: '表格詳情',
    pages: '頁數',
    agree: /^本人同意條款/,
    typeRequired: '請選擇表格類型。',
    detailsRequired: '請提供表格詳情。',
    detailsTooLong: '表格詳情不可多於 400 個字元。',
    pagesInvalid: '請輸入有效頁數（1 至 99）',
    agreeRequired: '請同意條款。',
  },
} as const;

// In Chinese the form type's placeholder option reads as its message: messages are not options.
const NOT_OPTIONS = { exact: true, ignore: 'option, script, style' } as const;
const findMessage = (text: string) => screen.findByText(text, NOT_OPTIONS);
const queryMessage = (text: string) => screen.queryByText(text, NOT_OPTIONS);

async function openForm(lang: Lang) {
  const user = userEvent.setup({ delay: null });
  await openRequestPage('/school-work-form', <FormRequestPage />, lang);
  await screen.findByRole('heading', { level: 1 });
  const l = TEXTS[lang];
  return {
    user,
    l,
    field: (key: 'type' | 'details' | 'pages') => screen.getByLabelText(l[key]),
    proceed: () => user.click(screen.getByRole('button', { name: l.continue })),
  };
}

describe.each(['en', 'cn'] as const)('the form request in %s', (lang) => {
  it('Continue with nothing answered shows every message at once', async () => {
    const page = await openForm(lang);
    await typeAtOnce(page.field('pages'), '');
    await page.proceed();
    for (const message of [
      page.l.typeRequired,
      page.l.detailsRequired,
      page.l.pagesInvalid,
      page.l.agreeRequired,
    ]) {
      expect(await findMessage(message)).toBeInTheDocument();
    }
  });

  it('0 pages is refused, and only that once the rest is answered', async () => {
    const page = await openForm(lang);
    await page.user.selectOptions(page.field('type'), page.l.school);
    await typeAtOnce(page.field('details'), 'Return-to-school note after a knee injury');
    await page.user.click(screen.getByLabelText(page.l.agree));
    await typeAtOnce(page.field('pages'), '0');
    await page.proceed();
    expect(await findMessage(page.l.pagesInvalid)).toBeInTheDocument();
    expect(queryMessage(page.l.typeRequired)).not.toBeInTheDocument();
    expect(queryMessage(page.l.detailsRequired)).not.toBeInTheDocument();
    expect(queryMessage(page.l.agreeRequired)).not.toBeInTheDocument();
  });

  it('details over 400 characters are refused', async () => {
    const page = await openForm(lang);
    await page.user.selectOptions(page.field('type'), page.l.school);
    await typeAtOnce(page.field('details'), 'a'.repeat(401));
    await typeAtOnce(page.field('pages'), '2');
    await page.user.click(screen.getByLabelText(page.l.agree));
    await page.proceed();
    expect(await findMessage(page.l.detailsTooLong)).toBeInTheDocument();
    expect(queryMessage(page.l.detailsRequired)).not.toBeInTheDocument();
  });
});
