import { describe, expect, it } from 'vitest';
import { selectClinicOnline, selectClinicStatusKnown } from '../src/features/clinicStatus/slice';
import { fetchClinicStatus } from '../src/features/clinicStatus/thunks';
import { openService } from '../src/features/dashboard/thunks';
import { failNext, setClinicOnline } from '../src/testing/mock-clinic/controls';
import { loggedInStore } from './utils/render';
import { type SeededPatient } from './builders/users';

const loggedIn = (email: SeededPatient) => loggedInStore(email);

describe('a dashboard service click', () => {
  it('goes to the booking site with the token for the full patient', async () => {
    const store = await loggedIn('patient@example.com');
    const outcome = await store.dispatch(openService('icbc'));
    expect(outcome).toEqual({
      kind: 'go',
      target: {
        kind: 'external',
        url: `https://booking.clinicportal.ca/auth/${store.getState().auth.token}/I`,
      },
    });
  });

  it('asks a patient without a pharmacy to choose one before medication or booking', async () => {
    const store = await loggedIn('nopharmacy@example.com');
    expect(await store.dispatch(openService('medication'))).toEqual({ kind: 'choosePharmacy' });
    expect((await store.dispatch(openService('sickNote'))).kind).toBe('go');
  });

  it('stops a blocked patient with the spec message', async () => {
    const store = await loggedIn('blocked@example.com');
    expect(await store.dispatch(openService('appointment'))).toEqual({ kind: 'blocked' });
    expect(store.getState().alerts[0]).toMatchObject({
      msg: { key: 'dashboard:blocked' },
      alertType: 'danger',
    });
  });

  it('reports a failed pharmacy check and lets the patient try again', async () => {
    const store = await loggedIn('patient@example.com');
    failNext('GET', '/pharmacy/me', '500');
    expect(await store.dispatch(openService('appointment'))).toEqual({ kind: 'failed' });
    expect(store.getState().alerts).toHaveLength(1);
    expect((await store.dispatch(openService('appointment'))).kind).toBe('go');
  });
});

describe('the clinic-system status', () => {
  it('follows GET /services/oscarStatus, and a failure counts as offline', async () => {
    const store = await loggedIn('patient@example.com');
    await store.dispatch(fetchClinicStatus());
    expect(selectClinicOnline(store.getState())).toBe(true);
    expect(selectClinicStatusKnown(store.getState())).toBe(true);
    setClinicOnline(false);
    await store.dispatch(fetchClinicStatus());
    expect(selectClinicOnline(store.getState())).toBe(false);
    setClinicOnline(true);
    failNext('GET', '/services/oscarStatus', 'network');
    await store.dispatch(fetchClinicStatus());
    expect(selectClinicOnline(store.getState())).toBe(false);
  });
});
