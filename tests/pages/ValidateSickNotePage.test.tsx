import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failNext } from '../../src/testing/mock-clinic/controls';
import { renderWithProviders, type Lang } from '../utils/render';
import { typeAtOnce } from '../utils/typeAtOnce';
import { pageWithMockBotCheck } from './mockBotCheck';

// /validate's messages (docs/sick-note-check.md#sick-note-check-rules-and-messages), the
// service's refusal and its failure, in both languages, against the mock clinic. The journey (a
// sick note checked and shown, no account needed) stays in e2e/validate.spec.ts.

const ValidateSickNotePage = pageWithMockBotCheck(
  () => import('../../src/features/sickNoteCheck/ValidateSickNotePage'),
);

const LABELS = {
  en: {
    id: 'Sick Note ID',
    firstName: 'First name',
    lastName: 'Last name',
    start: 'Start date',
    end: 'End date',
    bot: "I'm not a robot",
    submit: 'Validate',
  },
  cn: {
    id: '病假證明編號',
    firstName: '名字',
    lastName: '姓氏',
    start: '開始日期',
    end: '結束日期',
    bot: '我不是機器人',
    submit: '核實',
  },
} as const;

const MESSAGES = {
  en: {
    required: 'All fields are required.',
    captcha: 'Please complete the ReCAPTCHA verification.',
    invalid: 'This sick note is invalid.',
    failed: 'Something went wrong!',
    valid: 'Sick note is valid and verified.',
  },
  cn: {
    required: '所有欄位均須填寫。',
    captcha: '請完成「我不是機器人」驗證。',
    invalid: '此病假證明無效。',
    failed: '出現錯誤。',
    valid: '病假證明有效，已核實。',
  },
} as const;

async function openValidate(lang: Lang, route = '/validate') {
  const user = userEvent.setup({ delay: null });
  await renderWithProviders(<ValidateSickNotePage />, { route, path: '/validate', lang });
  const l: Record<keyof (typeof LABELS)['en'], string> = LABELS[lang];
  const field = (key: 'id' | 'firstName' | 'lastName' | 'start' | 'end') =>
    screen.getByLabelText(l[key], { exact: true });
  return {
    field,
    bot: () => screen.findByLabelText(l.bot),
    tickBot: async () => user.click(await screen.findByLabelText(l.bot)),
    send: () => user.click(screen.getByRole('button', { name: l.submit })),
    async fill(end = '2026-11-04') {
      await typeAtOnce(field('id'), 'SN-20261101');
      await typeAtOnce(field('firstName'), 'Mei');
      await typeAtOnce(field('lastName'), 'Chen');
      await typeAtOnce(field('start'), '2026-11-02');
      await typeAtOnce(field('end'), end);
    },
  };
}

describe.each(['en', 'cn'] as const)('the sick-note check in %s', (lang) => {
  const m = MESSAGES[lang];

  it('each rule, then the service’s answer for a changed date', async () => {
    const page = await openValidate(lang);
    await page.send();
    expect(await screen.findByText(m.required)).toBeVisible();
    await page.fill('2026-11-05');
    await page.send();
    expect(await screen.findByText(m.captcha)).toBeVisible();
    await page.tickBot();
    await page.send();
    expect(await screen.findByText(m.invalid)).toBeVisible();
    expect(screen.queryByText(m.valid)).toBeNull();
  });

  it('the form’s message takes the focus; "all fields" flags the empty ones until they are filled', async () => {
    const page = await openValidate(lang);
    await typeAtOnce(page.field('id'), 'SN-20261101');
    await page.send();
    const message = await screen.findByText(m.required);
    await waitFor(() => expect(message).toHaveFocus());
    expect(page.field('id')).not.toHaveAttribute('aria-invalid', 'true');
    expect(page.field('firstName')).toHaveAttribute('aria-invalid', 'true');
    await typeAtOnce(page.field('firstName'), 'Mei');
    expect(screen.getByText(m.required)).toBeVisible();
    expect(page.field('firstName')).not.toHaveAttribute('aria-invalid', 'true');
    expect(page.field('lastName')).toHaveAttribute('aria-invalid', 'true');
  });

  it('a failed call says so, keeps what was typed, and the check works once the service does', async () => {
    const page = await openValidate(lang);
    await page.fill();
    await page.tickBot();
    failNext('GET', '/services/sicknote/validateById/*', '500');
    await page.send();
    expect(await screen.findByText(m.failed)).toBeVisible();
    expect(page.field('id')).toHaveValue('SN-20261101');
    expect(page.field('end')).toHaveValue('2026-11-04');
    // A bot-check token is good for one check only.
    expect(await page.bot()).not.toBeChecked();
    await page.tickBot();
    await page.send();
    await waitFor(() => expect(screen.getByText(m.valid)).toBeVisible());
  });
});

describe.each(['en', 'cn'] as const)('a printed note’s link, in %s', (lang) => {
  it('fills in the Sick Note ID, and nothing else', async () => {
    const page = await openValidate(
      lang,
      '/validate?id=SN-20261101&firstName=Mei&lastName=Chen&startDate=2026-11-02',
    );
    expect(page.field('id')).toHaveValue('SN-20261101');
    expect(page.field('firstName')).toHaveValue('');
    expect(page.field('lastName')).toHaveValue('');
    expect(page.field('start')).toHaveValue('');
    expect(page.field('end')).toHaveValue('');
  });

  it('takes no name or text put in the ID’s place', async () => {
    const page = await openValidate(lang, '/validate?id=Mei%20Chen');
    expect(page.field('id')).toHaveValue('');
  });
});
