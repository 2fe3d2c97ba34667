// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { env } from '../../src/config/env';
import { emptyRecord } from '../../src/features/medicalInfo/draft';
import { tokenFor } from '../mocks/helpers';
import { sendsOffContract } from '../utils/offContract';

// The mock clinic's medication-site host, called as any client would.

const site = (path: string) => `${env.medicationApiUrl}${path}`;

async function call(method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(site(path), {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { 'x-auth-token': token } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

const complete = {
  ...emptyRecord(),
  NoMedicalCondition: true,
  NoSurgery: true,
  NoAllergy: true,
  AlcoholHistory: 'No',
  SmokingHistory: 'No',
};

describe('the medication site: medical information', () => {
  sendsOffContract();
  it('saves a new version and answers its id; the record reads back with the sex on file', async () => {
    const token = await tokenFor('patient@example.com');
    const saved = await call('POST', '/medicalinfo/', token, { ...complete, Sex: 'Male' });
    expect(saved.status).toBe(201);
    const { _id } = saved.body as { _id: string };
    const read = await call('GET', `/medicalinfo/${_id}`, token);
    expect(read.body).toMatchObject({ _id, Sex: 'Female', NoMedicalCondition: true });
    const list = await fetch(`${env.apiUrl}/services/medical-info`, {
      headers: { 'x-auth-token': token },
    }).then(
      (r) => r.json() as Promise<{ medicalInfo: { _id: string }[]; user: { email: string } }>,
    );
    expect(list.medicalInfo.map((r) => r._id)[0]).toBe(_id);
    expect(list.medicalInfo).toHaveLength(3);
    expect(list.user.email).toBe('patient@example.com');
  });

  it('needs a session', async () => {
    expect((await call('POST', '/medicalinfo/', undefined, complete)).status).toBe(401);
  });

  it('answers a broken rule with the rule’s message, and a wrong type as invalid', async () => {
    const token = await tokenFor('patient@example.com');
    expect(await call('POST', '/medicalinfo/', token, { ...complete, SmokingHistory: '' })).toEqual(
      {
        status: 400,
        body: { success: false, message: 'Smoking history is required' },
      },
    );
    expect(
      (await call('POST', '/medicalinfo/', token, { ...complete, NoSurgery: 'yes' })).body,
    ).toEqual({ success: false, message: 'Invalid medical information' });
    expect(
      (await call('POST', '/medicalinfo/', token, { ...complete, AlcoholHistory: 'Lots' })).status,
    ).toBe(400);
  });

  it('refuses to save for someone else, and never shows another patient’s record', async () => {
    const token = await tokenFor('nopharmacy@example.com');
    expect(
      (
        await call('POST', '/medicalinfo/', token, {
          ...complete,
          Person: '6501a0c3e4b0f1a2c3d40001',
        })
      ).status,
    ).toBe(403);
    expect((await call('GET', '/medicalinfo/6502b1d4f5c1a2b3c4d50002', token)).status).toBe(404);
  });
});

describe('the medication site: searches', () => {
  sendsOffContract();
  it('needs more than 3 characters', async () => {
    expect((await call('GET', '/icd/name/gou')).status).toBe(400);
    expect((await call('GET', '/drug/name/ami')).status).toBe(400);
  });

  it('finds conditions by words with spaces, best match first', async () => {
    const { body } = await call('GET', `/icd/name/${encodeURIComponent('sleep apnea')}`);
    expect((body as { name: string }[])[0]?.name).toBe('Obstructive sleep apnea');
  });

  it('searches drugs by name or ingredient, by ingredient, and by name only', async () => {
    const byName = (await call('GET', '/drug/name/tylenol')).body as { ingredient: string }[];
    expect(byName[0]?.ingredient).toBe('Acetaminophen');
    const byIngredient = (await call('GET', '/drug/ingredient/amoxicillin')).body as {
      name: string;
    }[];
    expect(byIngredient.map((d) => d.name)).toEqual(
      expect.arrayContaining(['Amoxicillin', 'Amoxil', 'Clavulin']),
    );
    const namesOnly = (await call('GET', '/drug/name/only/lipitor')).body;
    expect(namesOnly).toEqual([{ _id: expect.any(String), name: 'Lipitor' }]);
  });

  it('lists a therapeutic class with its subclasses', async () => {
    const { body } = await call('GET', `/drug/tcAhfs/${encodeURIComponent('8:12.16')}`);
    const names = (body as { name: string }[]).map((d) => d.name);
    expect(names).toEqual(expect.arrayContaining(['Amoxil', 'Penicillin V Potassium']));
    expect(names).not.toContain('Cipro');
    expect((await call('GET', '/drug/tcAhfs/penicillin')).status).toBe(400);
  });

  it('looks drugs up by exact names', async () => {
    const { body } = await call('POST', '/drug/names', undefined, { names: ['septra', 'Nothing'] });
    expect((body as { name: string }[]).map((d) => d.name)).toEqual(['Septra']);
    expect((await call('POST', '/drug/names', undefined, { names: 'Septra' })).status).toBe(400);
  });
});
