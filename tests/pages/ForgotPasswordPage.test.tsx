import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failNext } from '../../src/testing/mock-clinic/controls';
import { RECOVERY_LABELS } from '../../e2e/pages/labels';
import { PATIENTS } from '../builders/users';
import { renderWithProviders, type Lang } from '../utils/render';
import { typeAtOnce } from '../utils/typeAtOnce';
import { expectAlert } from '../utils/expectAlert';
import { pageWithMockBotCheck } from './mockBotCheck';

// /forgotpassword's messages (docs/account.md#password-recovery), one rule at a time, the
// service's refusal and its failure, against the mock clinic: what e2e/account.spec.ts used to
// check one by one in a browser. The journey (a password recovered with the mailed code, then
// logged in with) stays there.

const ForgotPasswordPage = pageWithMockBotCheck(
  () => import('../../src/features/auth/ForgotPasswordPage'),
);

const NEW_PASSWORD = 'Sunrise#2027';

const LABELS = RECOVERY_LABELS;

async function openRecovery(lang: Lang = 'en') {
  const user = userEvent.setup({ delay: null });
  await renderWithProviders(<ForgotPasswordPage />, { route: '/forgotpassword', lang });
  const l = LABELS[lang];
  const field = (key: keyof typeof l) => screen.getByLabelText(l[key], { exact: true });
  const press = (key: 'validate' | 'confirm' | 'reset') =>
    user.click(screen.getByRole('button', { name: l[key] }));
  return {
    user,
    field,
    press,
    bot: () => screen.findByLabelText(l.bot),
    async fillIdentity(year = '1988') {
      await typeAtOnce(field('email'), PATIENTS.full);
      await typeAtOnce(field('day'), '12');
      await typeAtOnce(field('month'), '04');
      await typeAtOnce(field('year'), year);
    },
  };
}

describe('step 1: who the patient is, one thing at a time', () => {
  it('each rule, the service’s refusal and its failure', async () => {
    const page = await openRecovery();
    await page.press('validate');
    await expectAlert('Email input cannot be empty.');
    expect(page.field('email')).toBeInvalid();
    await waitFor(() => expect(page.field('email')).toHaveFocus());

    await typeAtOnce(page.field('email'), PATIENTS.full);
    await typeAtOnce(page.field('day'), '12');
    await page.press('validate');
    await expectAlert(
      'Date of birth is invalid, Contact us at info@richmondinstoreclinic.ca if you continue having difficulty with your password.',
    );

    await page.fillIdentity();
    await page.press('validate');
    await expectAlert('Please verify you are not a bot.');

    // A wrong birth year: the service refuses, and the bot check must be done again.
    await typeAtOnce(page.field('year'), '1989');
    await page.user.click(await page.bot());
    await page.press('validate');
    await expectAlert('Failed validating your information.');
    // The refusal's alert takes the focus (the button that had it may be gone or disabled).
    await waitFor(() =>
      expect(screen.getByText('Failed validating your information.')).toHaveFocus(),
    );
    expect(await page.bot()).not.toBeChecked();
    expect(page.field('email')).toHaveValue(PATIENTS.full);

    failNext('POST', '/login/forgot/validate', '500');
    await typeAtOnce(page.field('year'), '1988');
    await page.user.click(await page.bot());
    await page.press('validate');
    await expectAlert('Server error');
  });

  it('in Chinese', async () => {
    const page = await openRecovery('cn');
    await page.press('validate');
    await expectAlert('電郵欄位不能為空。');
    await page.fillIdentity('1989');
    await page.user.click(await page.bot());
    await page.press('validate');
    await expectAlert('未能核實您的資料。');
  });
});

describe('step 3: the code and the new password', () => {
  async function toResetStep(lang: Lang = 'en') {
    const page = await openRecovery(lang);
    await page.fillIdentity();
    await page.user.click(await page.bot());
    await page.press('validate');
    await screen.findByRole('button', { name: LABELS[lang].confirm });
    await page.press('confirm');
    await screen.findByRole('button', { name: LABELS[lang].reset });
    return page;
  }

  it('each rule, then a code the service does not know', async () => {
    const page = await toResetStep();
    await page.press('reset');
    await expectAlert('Input Code input cannot be empty.');
    await waitFor(() => expect(page.field('code')).toHaveFocus());

    await typeAtOnce(page.field('code'), '000000');
    await page.press('reset');
    await expectAlert('Password input cannot be empty.');

    await typeAtOnce(page.field('password'), 'Short1!');
    await page.press('reset');
    await expectAlert('The length of password must be greater than 8.');

    await typeAtOnce(page.field('password'), NEW_PASSWORD);
    await typeAtOnce(page.field('passwordConfirm'), `${NEW_PASSWORD}x`);
    await page.press('reset');
    await expectAlert('New Password and Confirm New Password do not match.');
    await waitFor(() => expect(page.field('passwordConfirm')).toHaveFocus());

    await typeAtOnce(page.field('passwordConfirm'), NEW_PASSWORD);
    await page.press('reset');
    await expectAlert('The reset code is not valid or has expired.');
    await waitFor(() =>
      expect(screen.getByText('The reset code is not valid or has expired.')).toHaveFocus(),
    );
    expect(page.field('password')).toHaveValue(NEW_PASSWORD);
  });

  it('in Chinese', async () => {
    const page = await toResetStep('cn');
    await page.press('reset');
    await expectAlert('驗證碼欄位不能為空。');
  });
});
