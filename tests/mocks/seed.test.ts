// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  bcCheckDigit,
  isValidBcHealthNumber,
  makeBcHealthNumber,
} from '../../src/testing/mock-clinic/bcHealthNumber';
import { buildSeed } from '../../src/testing/mock-clinic/seed';
import { MEI_CHEN } from './helpers';

describe('the B.C. health number check', () => {
  it('accepts the contract number of Mei Chen', () => {
    expect(isValidBcHealthNumber('9698658215')).toBe(true);
  });

  it.each(['9698658216', '8698658215', '969865821', '96986582150', '96986582a5', ''])(
    'refuses %j',
    (value) => {
      expect(isValidBcHealthNumber(value)).toBe(false);
    },
  );

  it('has no check digit for bodies whose remainder is 0 or 1', () => {
    const bodies = Array.from({ length: 200 }, (_, i) => `9${String(10_000_000 + i)}`);
    const missing = bodies.filter((body) => bcCheckDigit(body) === null);
    expect(missing.length).toBeGreaterThan(0);
    for (const body of missing) {
      for (let digit = 0; digit <= 9; digit += 1) {
        expect(isValidBcHealthNumber(`${body}${digit}`)).toBe(false);
      }
    }
  });

  it('generates the same valid numbers every time', () => {
    const first = Array.from({ length: 50 }, (_, i) => makeBcHealthNumber(i));
    expect(first.every(isValidBcHealthNumber)).toBe(true);
    expect(Array.from({ length: 50 }, (_, i) => makeBcHealthNumber(i))).toEqual(first);
  });
});

describe('the seed', () => {
  const seed = buildSeed();
  const byEmail = (email: string) => seed.users.find((user) => user.profile.email === email);

  it('gives every B.C. account a number that passes the checksum, each a different one', () => {
    const bc = seed.users.filter((user) => user.profile.careCard.province === 'BC');
    expect(bc.length).toBe(6);
    for (const user of bc) expect(isValidBcHealthNumber(user.profile.careCard.number)).toBe(true);
    expect(new Set(bc.map((user) => user.profile.careCard.number)).size).toBe(bc.length);
  });

  it('holds the contract accounts, all confirmed, all with the shared password', () => {
    expect(seed.users.map((user) => user.profile.email)).toEqual([
      'patient@example.com',
      'update@example.com',
      'blocked@example.com',
      'nopharmacy@example.com',
      'child@example.com',
      'askmedblocked@example.com',
      'visitor@example.com',
    ]);
    for (const user of seed.users) {
      expect(user.confirmed).toBe(true);
      expect(user.password).toBe('Clinic2026!');
    }
    expect(byEmail('patient@example.com')?.profile).toMatchObject({
      ...MEI_CHEN,
      sex: 'Female',
      familyDoc: true,
    });
    expect(byEmail('patient@example.com')?.profile.preferredPharmacy).not.toBeNull();
    expect(byEmail('update@example.com')?.profile).toMatchObject({
      shouldUpdate: true,
      familyDoc: null,
    });
    expect(byEmail('blocked@example.com')?.profile.blocked).toBe(true);
    expect(byEmail('nopharmacy@example.com')?.profile.preferredPharmacy).toBeNull();
    expect(Number(byEmail('child@example.com')?.profile.birthday.year)).toBe(2016);
    expect(byEmail('askmedblocked@example.com')?.profile).toMatchObject({
      askmedBlocked: true,
      appVisibility: ['askmedication'],
    });
    expect(byEmail('visitor@example.com')?.profile).toMatchObject({
      country: 'United States',
      careCard: { number: '', province: '' },
    });
    expect(byEmail('visitor@example.com')?.profile.internationalPhone).toMatch(/^\d{9,}$/);
  });

  it('uses ten-digit phone numbers for Canadian accounts', () => {
    for (const { profile } of seed.users.filter((user) => user.profile.country === 'Canada')) {
      for (const phone of [profile.phone, profile.mobilePhone].filter(Boolean)) {
        expect(phone).toMatch(/^\d{10}$/);
      }
      expect(profile.postal).toMatch(/^V\d[A-Z] \d[A-Z]\d$/);
    }
  });

  it('shares no object between two builds', () => {
    const again = buildSeed();
    expect(again).toStrictEqual(seed);
    again.users[0]!.profile.preferredPharmacy!.name = 'changed';
    again.pharmacies[0]!.name = 'changed';
    expect(buildSeed()).toStrictEqual(seed);
    expect(seed.pharmacies[0]!.name).not.toBe('changed');
  });
});
