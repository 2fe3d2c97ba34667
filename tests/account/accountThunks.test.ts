import { afterEach, describe, expect, it, vi } from 'vitest';
import { msgKey, msgText } from '../../src/api/message';
import { changePassword, confirmDetails, updateProfile } from '../../src/features/account/thunks';
import type { AppStore } from '../../src/app/store';
import { profileUpdate, profileValues } from '../../src/features/account/profileValues';
import type { ProfileValues } from '../../src/features/account/profileRules';
import { loadUser } from '../../src/features/auth/thunks';
import { failureOf } from '../../src/state/serviceThunk';
import { failNext } from '../../src/testing/mock-clinic/controls';
import { patientTab } from '../builders/session';
import { PASSWORD, login } from '../mocks/helpers';
import { expectLogoutAfterOneSecond, fakeTimeouts } from '../utils/fakeClock';

/** A store logged in as `email`, the way the app is after login: mark stored, /me loaded. */
async function loggedInStore(email = 'patient@example.com') {
  return (await patientTab(email)).store;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('changePassword', () => {
  it('changes the password: the new one logs in, the old one no longer does', async () => {
    const store = await loggedInStore();
    const result = await store.dispatch(
      changePassword({ currentPassword: PASSWORD, password: 'Sunrise#2027' }),
    );
    expect(changePassword.fulfilled.match(result)).toBe(true);
    expect(store.getState().alerts.map((a) => [a.msg, a.alertType])).toEqual([
      [msgKey('account:password.changed'), 'success'],
    ]);
    expect((await login('patient@example.com', 'Sunrise#2027')).body.success).toBe(true);
    expect((await login('patient@example.com', PASSWORD)).body.success).toBe(false);
    // The patient stays logged in.
    expect(store.getState().auth.isAuthenticated).toBe(true);
  });

  it("shows the service's reason when the current password is wrong", async () => {
    const store = await loggedInStore();
    const result = await store.dispatch(
      changePassword({ currentPassword: 'NotMyPassword', password: 'Sunrise#2027' }),
    );
    expect(failureOf(result)?.msg).toEqual(msgText('Your current password is incorrect.'));
    expect((await login('patient@example.com', PASSWORD)).body.success).toBe(true);
  });

  it("says 'Your password could not be changed.' when the service gives no reason", async () => {
    const store = await loggedInStore();
    failNext('POST', '/login/reset', '500');
    const result = await store.dispatch(
      changePassword({ currentPassword: PASSWORD, password: 'Sunrise#2027' }),
    );
    expect(failureOf(result)?.msg).toEqual(msgKey('account:password.errors.failed'));
  });
});

describe('updateProfile', () => {
  /** The patient's profile as the account page holds it, with `changes`, sent to be saved. */
  function saveProfile(store: AppStore, changes: Partial<ProfileValues> = {}) {
    const user = store.getState().user.data!;
    const values = { ...profileValues(user), ...changes };
    return store.dispatch(updateProfile(profileUpdate(values, user.preferredPharmacy)));
  }

  it('saves the profile and puts the answer in the user slice', async () => {
    const store = await loggedInStore();
    const result = await saveProfile(store, { city: 'Burnaby', mobilePhone: '778-555-0100' });
    expect(updateProfile.fulfilled.match(result)).toBe(true);
    expect(store.getState().user.data).toMatchObject({
      city: 'Burnaby',
      mobilePhone: '7785550100',
    });
    expect(store.getState().alerts[0]?.msg).toEqual(msgKey('account:profile.updated'));
  });

  it('saves a changed gender (issue 16 point 5)', async () => {
    const store = await loggedInStore();
    const user = store.getState().user.data!;
    expect(user.sex).toBe('Female');
    const values = { ...profileValues(user), sex: 'Other' };
    const update = profileUpdate(values, user.preferredPharmacy);
    expect(update.sex).toBe('Other');
    const result = await store.dispatch(updateProfile(update));
    expect(updateProfile.fulfilled.match(result)).toBe(true);
    expect(store.getState().user.data?.sex).toBe('Other');
  });

  it("shows the service's own rule when it refuses", async () => {
    const store = await loggedInStore();
    const result = await saveProfile(store, { province: 'Atlantis' });
    expect(failureOf(result)?.msg).toEqual(
      msgText('Please choose a Province from the drop down menu'),
    );
    expect(store.getState().user.data?.province).toBe('BC');
  });

  it("says 'Server error.' for a server failure", async () => {
    const store = await loggedInStore();
    failNext('POST', '/me', '500');
    const result = await saveProfile(store);
    expect(failureOf(result)?.msg).toEqual(msgKey('account:errors.server'));
  });

  it('an expired session says so and logs out after 1 second', async () => {
    fakeTimeouts();
    const store = await loggedInStore();
    failNext('POST', '/me', 'tokenNotValid');
    const result = await saveProfile(store);
    expect(failureOf(result)?.msg).toEqual(
      msgText('Your session has expired. Please log in again.'),
    );
    expect(store.getState().auth.isAuthenticated).toBe(true);
    await expectLogoutAfterOneSecond(store);
    expect(store.getState().auth).toMatchObject({
      isAuthenticated: false,
      loggedOutReason: 'expired',
    });
    expect(store.getState().user.data).toBeNull();
  });
});

describe('confirmDetails', () => {
  it('clears shouldUpdate and records the family-doctor answer', async () => {
    const store = await loggedInStore('update@example.com');
    expect(store.getState().user.data?.shouldUpdate).toBe(true);
    const result = await store.dispatch(confirmDetails({ hasFamilyDoc: false }));
    expect(confirmDetails.fulfilled.match(result)).toBe(true);
    expect(store.getState().user.data).toMatchObject({ shouldUpdate: false, familyDoc: false });
    // The service remembers it: a fresh load agrees.
    await store.dispatch(loadUser());
    expect(store.getState().user.data?.shouldUpdate).toBe(false);
  });
});
