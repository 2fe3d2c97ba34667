import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failNext } from '../../src/testing/mock-clinic/controls';
import { REGISTER_LABELS } from '../../e2e/pages/labels';
import { serviceCalls } from '../builders/session';
import { renderWithProviders, type Lang } from '../utils/render';
import { typeAtOnce } from '../utils/typeAtOnce';
import { pageWithMockBotCheck } from './mockBotCheck';

// /register's messages, each rule as the spec words it (docs/account.md#registration-rules-and-messages),
// against the mock clinic: what e2e/register.spec.ts used to check one by one in a browser. The
// journeys (registering, confirming, logging in; focus and the 10 s an error stays) stay there.

const RegisterPage = pageWithMockBotCheck(() => import('../../src/features/auth/RegisterPage'));

const LABELS = REGISTER_LABELS;

type Text = Exclude<keyof (typeof LABELS)['en'], 'partSeparator' | 'agreement'>;

/** 9876543218 passes the B.C. checksum and belongs to no seeded patient. */
const BC_NUMBER = '9876543218';
const PASSWORD = 'Sunrise#2026';

const EMAIL = 'errors@example.com';
const noop = async () => {};

/** A whole element's text, exactly. */
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** The registration form as a patient sees it, in one language. */
function form(user: UserEvent, lang: Lang) {
  const l = LABELS[lang];
  const field = (key: Text) => screen.getByLabelText(l[key], { exact: true });
  const phonePart = (which: 'mobile' | 'home', part: 0 | 1 | 2) =>
    screen.getByLabelText(`${l[which]}${l.partSeparator}${[l.area, l.exchange, l.line][part]}`);
  const fill = (key: Text, value: string) => typeAtOnce(field(key), value);
  /** A select's option, by its value. */
  const choose = (key: Text, value: string) => typeAtOnce(field(key), value);
  const fillPhone = async (which: 'mobile' | 'home', digits: string) => {
    await typeAtOnce(phonePart(which, 0), digits.slice(0, 3));
    await typeAtOnce(phonePart(which, 1), digits.slice(3, 6));
    await typeAtOnce(phonePart(which, 2), digits.slice(6));
  };
  const bot = () => screen.findByLabelText(l.bot);
  return {
    field,
    phonePart,
    fill,
    fillPhone,
    bot,
    /** Ticks or unticks the agreement or the bot check. */
    tick: async (box: 'agreement' | 'bot') =>
      user.click(box === 'bot' ? await bot() : screen.getByLabelText(l.agreement)),
    /** The one message showing (the flagged fields point at it). */
    error: () => screen.getByRole('alert'),
    submit: () => user.click(screen.getByRole('button', { name: l.submit })),
    /** A complete, valid registration, bot check included. */
    async fillValid(email: string) {
      await fill('firstName', 'Lucy');
      await fill('lastName', 'Ho');
      await choose('gender', 'Female');
      await choose('day', '12');
      await choose('month', '04');
      await choose('year', '1988');
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: l.confirm }));
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      await fill('address', '6060 Minoru Blvd, Unit #502');
      await fill('city', 'Richmond');
      await choose('province', 'BC');
      await fill('postal', 'V6Y 1Y2');
      await fillPhone('mobile', '6045550111');
      await typeAtOnce(screen.getByRole('searchbox', { name: l.pharmacySearch }), 'Brighouse');
      await choose('healthCardProvince', 'BC');
      await fill('healthCardNumber', BC_NUMBER);
      await fill('healthCardNumberConfirm', BC_NUMBER);
      await fill('email', email);
      await fill('emailConfirm', email);
      await fill('password', PASSWORD);
      await fill('passwordConfirm', PASSWORD);
      await user.click(screen.getByLabelText(l.agreement));
      await user.click(await bot());
    },
  };
}

/** The page, with the pharmacy list loaded (it is asked for once the patient starts). */
async function openRegister(lang: Lang = 'en') {
  const user = userEvent.setup({ delay: null });
  await renderWithProviders(<RegisterPage />, { route: '/register', lang });
  const page = form(user, lang);
  await user.click(page.field('firstName'));
  await screen.findAllByRole('radio');
  await waitFor(() =>
    expect(screen.getByRole('button', { name: LABELS[lang].submit })).toBeEnabled(),
  );
  return { user, page };
}

describe('registration messages in English, in the spec’s order', () => {
  it('nothing filled: the first empty field is named, flagged and focused; every empty one is flagged', async () => {
    const { page } = await openRegister();
    await page.submit();
    expect(page.error()).toHaveTextContent(/^First Name cannot be empty\.$/);
    const firstName = page.field('firstName');
    expect(firstName).toBeInvalid();
    expect(firstName).toHaveAccessibleDescription('First Name cannot be empty.');
    await waitFor(() => expect(firstName).toHaveFocus());
    expect(page.field('city')).toBeInvalid();
  });

  it('the first name filled: the last name is next, and changing a field clears its message', async () => {
    const { page } = await openRegister();
    await page.submit();
    await page.fill('firstName', 'Lucy');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(page.field('firstName')).toBeValid();
    await page.submit();
    expect(page.error()).toHaveTextContent(/^Last Name cannot be empty\.$/);
    await waitFor(() => expect(page.field('lastName')).toHaveFocus());
  });

  // From one complete, valid form, in the spec's order: what is changed, the message Sign Up
  // shows, and the change back, which clears the message at once (issue 16 point 4).
  type Page = ReturnType<typeof form>;
  const rules: readonly [string, (p: Page) => Promise<void>, string, (p: Page) => Promise<void>][] =
    [
      [
        'no phone at all',
        (p) => p.fillPhone('mobile', ''),
        'Either Mobile Phone, Home Phone or International Phone is required for registration.',
        (p) => p.fillPhone('mobile', '6045550111'),
      ],
      [
        'a symbol in a name',
        (p) => p.fill('lastName', 'Ho<script>'),
        'Invalid symbol detected in Last Name field.',
        (p) => p.fill('lastName', "O'Brien-Ho"),
      ],
      [
        'the e-mail confirmed differently',
        (p) => p.fill('emailConfirm', 'someone.else@example.com'),
        'Email and Confirm Email do not match.',
        (p) => p.fill('emailConfirm', EMAIL),
      ],
      [
        'a short password',
        async (p) => {
          await p.fill('password', 'Short#1');
          await p.fill('passwordConfirm', 'Short#1');
        },
        'The length of Password must be greater than 8.',
        async (p) => {
          await p.fill('password', PASSWORD);
          await p.fill('passwordConfirm', PASSWORD);
        },
      ],
      [
        'a mobile number one digit short',
        (p) => p.fillPhone('mobile', '604555011'),
        'The Mobile Phone Number you entered is invalid',
        (p) => p.fillPhone('mobile', '6045550111'),
      ],
      [
        'a mobile area code starting with 0 (issue 16 point 9)',
        (p) => p.fillPhone('mobile', '0125550111'),
        'The Mobile Phone Number you entered is invalid',
        (p) => p.fillPhone('mobile', '6045550111'),
      ],
      [
        'a home area code starting with 0',
        (p) => p.fillPhone('home', '0215550199'),
        'The Home Phone Number you entered is invalid.',
        (p) => p.fillPhone('home', '6045550199'),
      ],
      [
        'an international number under 9 digits',
        (p) => p.fill('international', '12345'),
        'The minimum International Phone digits has to be 9 or more.',
        (p) => p.fill('international', ''),
      ],
      [
        'a B.C. health card number failing its checksum',
        async (p) => {
          await p.fill('healthCardNumber', '9876543219');
          await p.fill('healthCardNumberConfirm', '9876543219');
        },
        'The BC healthcard number is invalid.',
        async (p) => {
          await p.fill('healthCardNumber', BC_NUMBER);
          await p.fill('healthCardNumberConfirm', BC_NUMBER);
        },
      ],
      [
        'the agreement not ticked',
        (p) => p.tick('agreement'),
        'Please mark checkbox below to continue.',
        (p) => p.tick('agreement'),
      ],
      ['the bot check not done', (p) => p.tick('bot'), 'Please validate you are not a bot.', noop],
    ];

  /** The fields a rule's message flags, besides what it names (all seven phone fields). */
  const FLAGGED: Record<string, readonly ((p: Page) => HTMLElement)[]> = {
    'no phone at all': [
      (p) => p.phonePart('mobile', 0),
      (p) => p.phonePart('mobile', 1),
      (p) => p.phonePart('mobile', 2),
      (p) => p.phonePart('home', 0),
      (p) => p.phonePart('home', 1),
      (p) => p.phonePart('home', 2),
      (p) => p.field('international'),
    ],
    'the e-mail confirmed differently': [(p) => p.field('email'), (p) => p.field('emailConfirm')],
  };

  it(
    'each rule, from a valid form: its message, gone once the field changes',
    { timeout: 30_000 },
    async () => {
      const { page } = await openRegister();
      await page.fillValid(EMAIL);
      for (const [rule, breakIt, message, restore] of rules) {
        await breakIt(page);
        await page.submit();
        expect(page.error(), rule).toHaveTextContent(exactly(message));
        for (const flagged of FLAGGED[rule] ?? []) expect(flagged(page), rule).toBeInvalid();
        await restore(page);
        if (restore !== noop)
          expect(screen.queryByRole('alert'), `${rule}, changed back`).toBeNull();
      }
    },
  );

  it('the international phone takes digits only, as typed', async () => {
    const { user, page } = await openRegister();
    await user.type(page.field('international'), '12ab345');
    expect(page.field('international')).toHaveValue('12345');
  });
});

describe('registration messages in Chinese, labels translated inside them', () => {
  it('nothing filled names the first name', async () => {
    const { page } = await openRegister('cn');
    await page.submit();
    expect(page.error()).toHaveTextContent(exactly('名字不能為空。'));
  });

  it('each rule the e2e suite checked in Chinese', { timeout: 30_000 }, async () => {
    const { page } = await openRegister('cn');
    await page.fillValid('cn.errors@example.com');

    await page.fill('emailConfirm', 'other@example.com');
    await page.submit();
    expect(page.error()).toHaveTextContent(exactly('電郵與確認電郵不相符。'));
    await page.fill('emailConfirm', 'cn.errors@example.com');
    expect(screen.queryByRole('alert')).toBeNull();

    await page.fillPhone('home', '0215550199');
    await page.submit();
    expect(page.error()).toHaveTextContent(exactly('您輸入的住宅電話號碼無效。'));
    await page.fillPhone('home', '6045550199');
    expect(screen.queryByRole('alert')).toBeNull();

    await page.fill('healthCardNumber', '9876543219');
    await page.fill('healthCardNumberConfirm', '9876543219');
    await page.submit();
    expect(page.error()).toHaveTextContent(exactly('卑詩省服務卡號碼無效。'));
    await page.fill('healthCardNumber', BC_NUMBER);
    await page.fill('healthCardNumberConfirm', BC_NUMBER);
    expect(screen.queryByRole('alert')).toBeNull();

    await page.tick('bot');
    await page.submit();
    expect(page.error()).toHaveTextContent(exactly('請驗證您不是機器人。'));
  });
});

describe('when the service fails (docs/account.md#registration-outcome)', () => {
  it.each([
    ['en', 'Unknown error occurred, please contact support team'],
    ['cn', '發生未知錯誤，請聯絡支援團隊。'],
  ] as const)(
    'in %s: the unknown-error message; the bot check resets, what was typed stays',
    { timeout: 30_000 },
    async (lang, message) => {
      const { page } = await openRegister(lang);
      await page.fillValid('failure@example.com');
      failNext('POST', '/register', '500');
      const calls = serviceCalls();
      // Two presses before the answer (Enter, then the button): one registration is sent.
      await act(async () => {
        const form = screen
          .getByRole('button', { name: REGISTER_LABELS[lang].submit })
          .closest('form')!;
        fireEvent.submit(form);
        fireEvent.submit(form);
      });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(exactly(message));
      // The refusal takes the focus: Sign Up was disabled while the form was sent.
      await waitFor(() => expect(alert).toHaveFocus());
      expect(calls.filter((call) => call.endsWith('/register'))).toHaveLength(1);
      expect(await page.bot()).not.toBeChecked();
      expect(page.field('firstName')).toHaveValue('Lucy');
      expect(page.field('email')).toHaveValue('failure@example.com');
    },
  );
});

describe('the country and health card province (docs/account.md#registration-fee-notices)', () => {
  // The notices name the Fee Schedule's amounts: $200 private pay, $10 for car crash (ICBC).
  const NOTICES = {
    bc: 'Please enter your correct B.C. Services Card number: it cannot be changed later. If it does not match your identity, you may be charged $200 as a private-pay patient.',
    outsideCanada:
      'Patients living outside Canada pay a non-refundable booking fee of $200 for each appointment.',
    outOfProvince:
      'Patients with a valid health card from another province or territory (except Quebec) pay a non-refundable booking fee of $10 for car crash (ICBC) appointments.',
    private:
      'If you have no health card our clinic can bill to a provincial plan (a Quebec card cannot be billed either), you pay a non-refundable booking fee of $200 for each appointment.',
  };
  /** The one notice showing, under its heading, says exactly `text`. */
  const expectNotice = (text: string) => {
    expect(screen.getByRole('heading', { name: 'Fees that apply to you' })).toBeVisible();
    expect(screen.getByText(text)).toBeVisible();
  };

  it('drive the health card fields and the fee notice', { timeout: 30_000 }, async () => {
    const { user, page } = await openRegister();
    const healthCard = () => screen.queryByLabelText('Health Card Number', { exact: true });
    await user.selectOptions(page.field('healthCardProvince'), 'BC');
    await page.fill('healthCardNumber', BC_NUMBER);
    await page.fill('healthCardNumberConfirm', BC_NUMBER);
    expectNotice(NOTICES.bc);

    await user.selectOptions(page.field('country'), 'United States');
    expect(screen.queryByLabelText('Health Card Province', { exact: true })).toBeNull();
    expect(healthCard()).toBeNull();
    expectNotice(NOTICES.outsideCanada);

    await user.selectOptions(page.field('country'), 'Canada');
    expect(page.field('healthCardProvince')).toHaveValue('');
    await user.selectOptions(page.field('healthCardProvince'), 'ON');
    expect(healthCard()).toHaveValue('');
    expectNotice(NOTICES.outOfProvince);
    await page.fill('healthCardNumber', '1234567');

    await user.selectOptions(
      page.field('healthCardProvince'),
      'I Do Not Have A Canadian Healthcare Card',
    );
    expect(healthCard()).toBeNull();
    expectNotice(NOTICES.private);
    await user.selectOptions(page.field('healthCardProvince'), 'QC');
    expect(healthCard()).toHaveValue('');
  });
});
