// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MEI_CHEN, getJson, postJson, tokenFor } from './helpers';
import { sendsOffContract } from '../utils/offContract';

describe('POST /me', () => {
  sendsOffContract();
  it('updates the editable fields and ignores name, birth date, e-mail and card', async () => {
    const token = await tokenFor('patient@example.com');
    const { status, body } = await postJson(
      '/me',
      {
        address: '4151 Hazelbridge Way, Unit 1802',
        city: 'Richmond',
        postal: 'V6X 4J7',
        mobilePhone: '6045550199',
        firstName: 'Someone',
        lastName: 'Else',
        email: 'else@example.com',
        birthday: { year: '2000', month: '01', day: '01' },
        careCard: { number: '9000000000', province: 'ON' },
      },
      token,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      address: '4151 Hazelbridge Way, Unit 1802',
      postal: 'V6X 4J7',
      mobilePhone: '6045550199',
      ...MEI_CHEN,
      email: 'patient@example.com',
    });
    expect((await getJson('/me', token)).body).toEqual(body);
  });

  it('stores the pharmacy the service knows, not the copy sent', async () => {
    const token = await tokenFor('patient@example.com');
    const pharmacies = (await getJson('/pharmacy/all')).body as unknown as { _id: string }[];
    const chosen = pharmacies[2];
    const { body } = await postJson(
      '/me',
      { preferredPharmacy: { ...chosen, name: 'Edited by the client' } },
      token,
    );
    expect(body.preferredPharmacy).toEqual(chosen);
  });

  it.each([
    [{ province: 'Cascadia' }, 'Please choose a Province from the drop down menu'],
    [{ city: '  ' }, 'Highlighted input field cannot be empty.'],
    [
      { mobilePhone: '604555' },
      'Mobile phone is not valid,please correct your input and try again',
    ],
    [{ phone: '604-555-0143' }, 'Home phone is not valid,please correct your input and try again'],
    [{ phone: '0045550143' }, 'Home phone is not valid,please correct your input and try again'],
    [
      { mobilePhone: '0045550199' },
      'Mobile phone is not valid,please correct your input and try again',
    ],
    [
      { internationalPhone: '+1 206' },
      'International phone is not valid,please correct your input and try again',
    ],
    [
      { mobilePhone: '', phone: '', internationalPhone: '' },
      'Either Mobile Phone, Home Phone or International Phone is required.',
    ],
    [{ preferredPharmacy: { _id: 'nope' } }, 'Please select the preferred pharmacy.'],
  ])('refuses %j', async (update, message) => {
    const token = await tokenFor('patient@example.com');
    const { status, body } = await postJson('/me', update, token);
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message });
    expect((await getJson('/me', token)).body.city).toBe('Richmond');
  });

  it('accepts a province by code, by name, or Other', async () => {
    const token = await tokenFor('patient@example.com');
    for (const province of ['ON', 'British Columbia', 'Other']) {
      expect((await postJson('/me', { province }, token)).body.province).toBe(province);
    }
  });

  it('needs a token', async () => {
    expect((await postJson('/me', { city: 'Burnaby' })).status).toBe(401);
  });
});

describe('POST /me/shouldupdate', () => {
  it('records the family-doctor answer and clears the flag', async () => {
    const token = await tokenFor('update@example.com');
    expect((await getJson('/me', token)).body).toMatchObject({
      shouldUpdate: true,
      familyDoc: null,
      isChanged: false,
    });
    const { body } = await postJson(
      '/me/shouldupdate',
      { shouldUpdate: false, hasFamilyDoc: true },
      token,
    );
    expect(body).toMatchObject({ shouldUpdate: false, familyDoc: true, isChanged: true });
    expect((await getJson('/me', token)).body).toMatchObject({ shouldUpdate: false });
  });
});

describe('GET /me/appointments', () => {
  it("lists the patient's appointments in date order", async () => {
    const token = await tokenFor('patient@example.com');
    const { body } = await getJson('/me/appointments', token);
    expect(body.success).toBe(true);
    const payload = (body.extras as { payload: { date: string }[] }).payload;
    expect(payload.length).toBeGreaterThanOrEqual(2);
    expect(payload.map((entry) => entry.date)).toEqual(
      [...payload.map((entry) => entry.date)].sort(),
    );
  });

  it('is empty for a patient without appointments', async () => {
    const token = await tokenFor('visitor@example.com');
    expect((await getJson('/me/appointments', token)).body).toEqual({
      success: true,
      extras: { payload: [] },
    });
  });
});
