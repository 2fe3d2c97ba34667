// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { errorReports, setAnnouncements } from '../../src/testing/mock-clinic/controls';
import { api, getJson, postJson, tokenFor } from './helpers';
import { sendsOffContract } from '../utils/offContract';

interface PharmacyShape {
  _id: string;
  name: string;
  address: { address: string };
  fax: string;
  phone1: string;
}

describe('pharmacies', () => {
  sendsOffContract();
  it('lists at least 30 Vancouver and Richmond pharmacies to anyone', async () => {
    const { status, body } = await getJson('/pharmacy/all');
    expect(status).toBe(200);
    const list = body as unknown as PharmacyShape[];
    expect(Array.isArray(list)).toBe(true);
    expect(list.length).toBeGreaterThanOrEqual(30);
    for (const pharmacy of list) {
      expect(pharmacy.address.address).toMatch(/, (Vancouver|Richmond), BC V\d[A-Z] \d[A-Z]\d$/);
      expect(pharmacy.phone1).toMatch(/^604-555-01\d\d$/);
      expect(pharmacy.fax).toMatch(/^604-555-01\d\d$/);
    }
    expect(new Set(list.map((pharmacy) => pharmacy._id)).size).toBe(list.length);
  });

  it("answers the patient's own pharmacy, or null", async () => {
    const withOne = await getJson('/pharmacy/me', await tokenFor('patient@example.com'));
    expect((withOne.body.pharmacy as PharmacyShape).name).toBe('Aberdeen Square Pharmacy');
    const without = await getJson('/pharmacy/me', await tokenFor('nopharmacy@example.com'));
    expect(without.body).toEqual({ pharmacy: null });
    expect((await getJson('/pharmacy/me')).status).toBe(401);
  });

  it('saves a preferred pharmacy', async () => {
    const token = await tokenFor('nopharmacy@example.com');
    const chosen = ((await getJson('/pharmacy/all')).body as unknown as PharmacyShape[])[7];
    const { body } = await postJson(
      '/pharmacy/addPreferredPharmacy',
      { demographicNo: 10004, pharmacy: chosen },
      token,
    );
    expect(body).toEqual({ success: true, extras: { payload: chosen } });
    expect((await getJson('/pharmacy/me', token)).body).toEqual({ pharmacy: chosen });
    expect((await getJson('/me', token)).body.preferredPharmacy).toEqual(chosen);
  });

  it('asks for a pharmacy when none is sent', async () => {
    const token = await tokenFor('nopharmacy@example.com');
    const { body } = await postJson(
      '/pharmacy/addPreferredPharmacy',
      { demographicNo: 10004, pharmacy: null },
      token,
    );
    expect(body).toEqual({
      success: false,
      extras: { message: 'Please select the preferred pharmacy.' },
    });
  });
});

describe('configuration and service state', () => {
  it('answers the fees', async () => {
    expect((await getJson('/config/fees')).body).toEqual({
      SICK_NOTE: { MSP_ELIGIBLE: 65, PRIVATE: 130 },
      LAB_TEST: { MSP_ELIGIBLE: 20, PRIVATE: 100 },
      SCHOOL_WORK_FORM: { FIRST_PAGE: 250, ADDITIONAL_PAGE: 75, DISABILITY_FLAT_FEE: 750 },
    });
  });

  it('answers the announcements, which the controls can change', async () => {
    expect((await getJson('/services2/anouncement')).body).toEqual({
      value: [
        'Holiday hours: the clinic is closed December 25, 26 and January 1. Telemedicine appointments continue on December 24 and 31.',
      ],
    });
    setAnnouncements([]);
    expect((await getJson('/services2/anouncement')).body).toEqual({ value: [] });
    setAnnouncements(['Flu shots are available.', 'Parking is free after 6 pm.']);
    expect((await getJson('/services2/anouncement')).body).toEqual({
      value: ['Flu shots are available.', 'Parking is free after 6 pm.'],
    });
  });

  it('echoes the app state for a patient', async () => {
    const token = await tokenFor('patient@example.com');
    const { body } = await getJson(
      '/services/appstate?eligibility=msp&selectedType=sicknote',
      token,
    );
    expect(body).toEqual({
      success: true,
      extras: { eligibility: 'msp', selectedType: 'sicknote' },
    });
    expect((await getJson('/services/appstate?eligibility=msp')).status).toBe(401);
  });

  it('saves the agreement for a patient', async () => {
    const token = await tokenFor('patient@example.com');
    const response = await fetch(api('/services/agreement/save'), {
      method: 'POST',
      headers: { 'x-auth-token': token },
    });
    expect(await response.json()).toEqual({ success: true });
  });

  it('stores client error reports without a token', async () => {
    const report = {
      err: 'TypeError: x is undefined',
      date: '2026-11-22T10:00:00Z',
      details: 'at Dashboard',
    };
    expect((await postJson('/services/saveerror', report)).body).toEqual({ success: true });
    expect(errorReports()).toEqual([report]);
  });
});

describe('demographics', () => {
  const lookup = (headers: Record<string, string>) =>
    getJson('/demographics', undefined, {
      id: '6501a0c3e4b0f1a2c3d40001',
      hin: '9698658215',
      province: 'BC',
      lastname: 'chen',
      year: '1988',
      month: '4',
      day: '12',
      ...headers,
    });

  it('finds a patient by card number, last name and birth date', async () => {
    expect((await lookup({})).body).toEqual({ success: true, extras: { found: true } });
    expect((await lookup({ day: '13' })).body).toEqual({ success: true, extras: { found: false } });
    expect((await lookup({ lastname: 'Wong' })).body).toEqual({
      success: true,
      extras: { found: false },
    });
  });

  it('creates the record for a patient', async () => {
    const token = await tokenFor('update@example.com');
    const { body } = await postJson(
      '/demographics/create',
      { id: '6501a0c3e4b0f1a2c3d40002', familyDoc: false },
      token,
    );
    expect(body).toEqual({ success: true });
    expect((await getJson('/me', token)).body).toMatchObject({ familyDoc: false, isChanged: true });
    expect((await postJson('/demographics/create', { id: 'x', familyDoc: true })).status).toBe(401);
  });
});
