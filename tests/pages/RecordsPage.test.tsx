import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import RecordsPage from '../../src/features/records/RecordsPage';
import { failNext } from '../../src/testing/mock-clinic/controls';
import { renderWithProviders, type Lang } from '../utils/render';

// The records link's date of birth step (docs/records.md#records-date-of-birth-step): a date not
// chosen, a wrong date, a link locked after five and a failed check, against the mock clinic. The
// journey (the right date, three files, a download, a reload, Close) and the token leaving the
// address stay in e2e/records.spec.ts.

const TEXTS = {
  en: {
    dialog: 'Confirm your identity',
    confirm: 'Confirm',
    year: 'Year',
    month: 'Month',
    day: 'Day',
    files: 'Your files',
    missing: 'Invalid date of birth, Year cannot be empty.',
  },
  cn: {
    dialog: '確認您的身份',
    confirm: '確認',
    year: '年',
    month: '月',
    day: '日',
    files: '您的檔案',
    missing: '出生日期無效，年份不能為空。',
  },
} as const;

const WRONG = 'The date of birth does not match our records.';
const LOCKED =
  'This link is locked after too many incorrect dates of birth. Please contact the clinic for a new link.';
const CHECK_FAILED = 'Your date of birth could not be checked. Please try again.';

async function openLink(lang: Lang = 'en') {
  const user = userEvent.setup({ delay: null });
  const l = TEXTS[lang];
  await renderWithProviders(<RecordsPage />, {
    route: '/medical/records/records-demo-token',
    path: ['/medical/records/:token', '/medical/records'],
    elsewhere: { '/': 'Home page' },
    lang,
  });
  const dialog = await screen.findByRole('dialog', { name: l.dialog });
  return {
    dialog,
    confirm: () => user.click(within(dialog).getByRole('button', { name: l.confirm })),
    async choose(year: string, month: string, day: string) {
      await user.selectOptions(within(dialog).getByLabelText(l.year), year);
      await user.selectOptions(within(dialog).getByLabelText(l.month), month);
      await user.selectOptions(within(dialog).getByLabelText(l.day), day);
    },
  };
}

describe('the records link: date of birth step', () => {
  it.each(['en', 'cn'] as const)(
    'a date not chosen is refused before any check (%s)',
    async (lang) => {
      const link = await openLink(lang);
      await link.confirm();
      expect(await within(link.dialog).findByText(TEXTS[lang].missing)).toBeInTheDocument();
    },
  );

  it.each(['en', 'cn'] as const)('the right date opens the file list (%s)', async (lang) => {
    const link = await openLink(lang);
    await link.choose('1988', '04', '12');
    await link.confirm();
    expect(await screen.findByRole('dialog', { name: TEXTS[lang].files })).toBeInTheDocument();
  });

  it('a wrong date says it does not match; the right one after it opens the files', async () => {
    const link = await openLink();
    await link.confirm();
    expect(await within(link.dialog).findByText(TEXTS.en.missing)).toBeInTheDocument();
    await link.choose('1988', '04', '13');
    await link.confirm();
    expect(await within(link.dialog).findByText(WRONG)).toBeInTheDocument();
    expect(within(link.dialog).queryByText(TEXTS.en.missing)).not.toBeInTheDocument();
    await link.choose('1988', '04', '12');
    await link.confirm();
    expect(await screen.findByRole('dialog', { name: TEXTS.en.files })).toBeInTheDocument();
  });

  it('locks the link after 5 wrong dates', async () => {
    const link = await openLink();
    await link.choose('1990', '01', '01');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await link.confirm();
      expect(await within(link.dialog).findByText(WRONG)).toBeInTheDocument();
    }
    await link.confirm();
    expect(await within(link.dialog).findByText(LOCKED)).toBeInTheDocument();
  });

  it('a failed check says so and keeps the date to try again', async () => {
    const link = await openLink();
    await link.choose('1988', '04', '12');
    failNext('GET', '/services2/verify/medical/record', '500');
    await link.confirm();
    expect(await within(link.dialog).findByText(CHECK_FAILED)).toBeInTheDocument();
    await link.confirm();
    expect(await screen.findByRole('dialog', { name: TEXTS.en.files })).toBeInTheDocument();
  });
});
