import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import AccountPage from '../../src/features/account/AccountPage';
import { failNext } from '../../src/testing/mock-clinic/controls';
import { PATIENTS, SEEDED_PASSWORD } from '../builders/users';
import { renderWithProviders, type Lang } from '../utils/render';
import { typeAtOnce } from '../utils/typeAtOnce';
import { expectAlert } from '../utils/expectAlert';

// /account's messages, each rule as the spec words it (docs/account.md#profile-rules-and-messages,
// docs/account.md#change-password), and the service's refusals and failures, against the mock
// clinic: what e2e/account.spec.ts used to check one by one in a browser. The journeys (an update
// that survives a reload, a password changed and logged in with, the session that ends) stay there.

const NEW_PASSWORD = 'Sunrise#2027';

/** The seeded full patient's account page. */
async function openAccount(lang: Lang = 'en') {
  const user = userEvent.setup({ delay: null });
  await renderWithProviders(<AccountPage />, { route: '/account', lang, user: PATIENTS.full });
  await screen.findByRole('heading', { level: 1 });
  return user;
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });

const press = (user: UserEvent, name: string) => user.click(screen.getByRole('button', { name }));

describe('the profile: what is wrong, one rule at a time', () => {
  async function openEdit(lang: Lang = 'en') {
    const user = await openAccount(lang);
    await press(user, lang === 'en' ? 'Edit' : '編輯');
    await waitFor(() =>
      expect(field(lang === 'en' ? 'City' : '城市')).not.toHaveAttribute('readonly'),
    );
    return user;
  }

  it('an empty field is flagged, focused and named as highlighted', async () => {
    const user = await openEdit();
    const city = field('City');
    await typeAtOnce(city, '  ');
    await press(user, 'Update');
    await expectAlert('Highlighted input field cannot be empty.');
    expect(city).toBeInvalid();
    await waitFor(() => expect(city).toHaveFocus());
  });

  it('each phone rule, with the numbers formatted as typed', async () => {
    const user = await openEdit();
    const mobile = field('Mobile Phone');
    const home = field('Home Phone');

    await typeAtOnce(mobile, '');
    await typeAtOnce(home, '');
    await press(user, 'Update');
    await expectAlert('Either Mobile Phone, Home Phone or International Phone is required.');

    await typeAtOnce(mobile, '604555');
    await press(user, 'Update');
    await expectAlert('Mobile phone is not valid,please correct your input and try again');
    await typeAtOnce(mobile, '6045550199');
    expect(mobile).toHaveValue('604-555-0199');

    await typeAtOnce(home, '60455501');
    await press(user, 'Update');
    await expectAlert('Home phone is not valid,please correct your input and try again');

    // A Canadian area code does not start with 0 (issue 16 point 9).
    await typeAtOnce(home, '0125550143');
    expect(home).toHaveValue('012-555-0143');
    await press(user, 'Update');
    await expectAlert('Home phone is not valid,please correct your input and try again');
    expect(home).toBeInvalid();
    await typeAtOnce(home, '');
    await typeAtOnce(mobile, '0215550199');
    await press(user, 'Update');
    await expectAlert('Mobile phone is not valid,please correct your input and try again');
    expect(mobile).toBeInvalid();
  });

  it('the international phone takes digits only, as typed', async () => {
    const user = await openEdit();
    await user.type(field('International Phone'), '+1 (206) 555');
    expect(field('International Phone')).toHaveValue('1206555');
  });

  it('Cancel restores what was saved, and the messages go', async () => {
    const user = await openEdit();
    await typeAtOnce(field('City'), 'Vancouver');
    await typeAtOnce(field('Mobile Phone'), '604555');
    await press(user, 'Update');
    await expectAlert('Mobile phone is not valid,please correct your input and try again');
    await press(user, 'Cancel');
    expect(field('City')).toHaveValue('Richmond');
    expect(field('Mobile Phone')).toHaveValue('604-555-0142');
    expect(
      screen.queryAllByRole('alert').filter((a) => /not valid/.test(a.textContent ?? '')),
    ).toEqual([]);
    await press(user, 'Edit');
    expect(field('City')).toHaveValue('Richmond');
  });

  it('in Chinese: the empty field, and a mobile area code starting with 0', async () => {
    const user = await openEdit('cn');
    await typeAtOnce(field('城市'), '');
    await press(user, '更新');
    await expectAlert('標示的欄位不能為空。');
    await typeAtOnce(field('城市'), 'Richmond');
    await typeAtOnce(field('手提電話'), '0125550142');
    await press(user, '更新');
    await expectAlert('手提電話無效，請更正後再試。');
    expect(field('手提電話')).toBeInvalid();
  });

  it.each([
    ['en', 'Edit', 'City', 'Update', 'Server error.'],
    ['cn', '編輯', '城市', '更新', '伺服器錯誤。'],
  ] as const)(
    'in %s: a failed update says so and keeps what was typed',
    async (lang, edit, cityLabel, update, message) => {
      const user = await openAccount(lang);
      await press(user, edit);
      await typeAtOnce(field(cityLabel), 'Burnaby');
      failNext('POST', '/me', '500');
      await press(user, update);
      await expectAlert(message);
      expect(field(cityLabel)).toHaveValue('Burnaby');
      expect(screen.getByRole('button', { name: update })).toBeEnabled();
    },
  );
});

describe('Change Password: what is wrong with it', () => {
  async function openPasswordTab(lang: Lang = 'en') {
    const user = await openAccount(lang);
    await user.click(
      screen.getByRole('tab', { name: lang === 'en' ? 'Change Password' : '更改密碼' }),
    );
    return user;
  }

  it('each rule, then the service’s refusal and failure', async () => {
    const user = await openPasswordTab();
    const current = field('Current Password');
    const next = field('New Password');
    const again = field('Re-enter New Password');
    const submit = () => press(user, 'Change Password');

    await submit();
    for (const text of [
      'Please enter the current password.',
      'Please enter a password.',
      'Please confirm your password.',
    ]) {
      expect(await screen.findByText(text)).toBeVisible();
    }
    await waitFor(() => expect(current).toHaveFocus());

    await typeAtOnce(current, 'short');
    await typeAtOnce(next, 'short');
    await typeAtOnce(again, 'short');
    await submit();
    expect(
      await screen.findByText('Your current password must be at least 8 characters.'),
    ).toBeVisible();
    expect(
      screen.getByText('The length of password must be greater than 8', { exact: true }),
    ).toBeVisible();

    await typeAtOnce(current, 'NotMyPassword');
    await typeAtOnce(next, NEW_PASSWORD);
    await typeAtOnce(again, `${NEW_PASSWORD}x`);
    await submit();
    expect(await screen.findByText('The passwords you entered does not match')).toBeVisible();
    await waitFor(() => expect(again).toHaveFocus());

    // The service's refusal, in its words; what was typed stays.
    await typeAtOnce(again, NEW_PASSWORD);
    await submit();
    await expectAlert('Your current password is incorrect.');
    expect(current).toHaveValue('NotMyPassword');
    expect(next).toHaveValue(NEW_PASSWORD);

    failNext('POST', '/login/reset', '500');
    await typeAtOnce(current, SEEDED_PASSWORD);
    await submit();
    await expectAlert('Your password could not be changed. Please try again.');
  });

  it('in Chinese', async () => {
    const user = await openPasswordTab('cn');
    await press(user, '更改密碼');
    for (const text of ['請輸入目前密碼。', '請輸入密碼。', '請確認您的密碼。']) {
      expect(await screen.findByText(text)).toBeVisible();
    }
    await typeAtOnce(field('目前密碼'), 'NotMyPassword');
    await typeAtOnce(field('新密碼'), NEW_PASSWORD);
    await typeAtOnce(field('再次輸入新密碼'), NEW_PASSWORD);
    await press(user, '更改密碼');
    await expectAlert('您的目前密碼不正確。');
    failNext('POST', '/login/reset', '500');
    await typeAtOnce(field('目前密碼'), SEEDED_PASSWORD);
    await press(user, '更改密碼');
    await expectAlert('更改密碼失敗，請再試一次。');
  });
});
