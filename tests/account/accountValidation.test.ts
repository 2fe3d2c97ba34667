// @vitest-environment node
import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/locales/en/account.json';
import { validateProfile, type ProfileValues } from '../../src/features/account/profileRules';

const valid: ProfileValues = {
  sex: 'Female',
  address: '8380 Alexandra Rd, Unit 1205',
  city: 'Richmond',
  province: 'BC',
  postal: 'V6X 1A1',
  country: 'Canada',
  mobilePhone: '604-555-0142',
  phone: '',
  internationalPhone: '',
  preferredPharmacy: 'pharmacy-id',
  familyDoc: '',
};

const check = (overrides: Partial<ProfileValues>, hadPharmacy = true) =>
  validateProfile({ ...valid, ...overrides }, { hadPharmacy });

describe('account update rules (docs/account.md#profile-rules-and-messages)', () => {
  it('passes a complete profile', () => {
    expect(check({})).toBeNull();
  });

  it('flags every empty required field at once', () => {
    expect(check({ address: ' ', city: '', postal: '', country: '', province: '' })).toEqual({
      error: 'empty',
      fields: ['address', 'city', 'province', 'postal', 'country'],
    });
  });

  it('needs a gender from the list (issue 16 point 5)', () => {
    for (const sex of ['Male', 'Female', 'Other']) expect(check({ sex })).toBeNull();
    expect(check({ sex: '' })).toEqual({ error: 'empty', fields: ['sex'] });
    expect(check({ sex: 'F', city: '' })).toEqual({ error: 'empty', fields: ['sex', 'city'] });
  });

  it('lets phones (one at least), the family doctor and a never-chosen pharmacy be empty', () => {
    expect(check({ familyDoc: '', preferredPharmacy: '' }, false)).toBeNull();
    expect(check({ preferredPharmacy: '' }, true)).toEqual({
      error: 'empty',
      fields: ['preferredPharmacy'],
    });
  });

  it('needs one phone of the three', () => {
    expect(check({ mobilePhone: '', phone: '', internationalPhone: ' ' })).toEqual({
      error: 'onePhone',
      fields: ['mobilePhone', 'phone', 'internationalPhone'],
    });
    expect(check({ mobilePhone: '', internationalPhone: '12065550147' })).toBeNull();
    expect(check({ mobilePhone: '', phone: '604-555-0143' })).toBeNull();
  });

  it('wants mobile and home phones of exactly 10 digits', () => {
    expect(check({ mobilePhone: '604-555-014' })?.error).toBe('mobilePhone');
    expect(check({ mobilePhone: '6045550142' })).toBeNull();
    expect(check({ mobilePhone: '604 555 0142' })?.error).toBe('mobilePhone');
    expect(check({ phone: '604-555-01433' })?.error).toBe('phone');
    expect(check({ phone: '(604)5550143' })?.error).toBe('phone');
  });

  it('refuses a mobile or home area code starting with 0 (issue 16 point 9)', () => {
    expect(check({ mobilePhone: '012-555-0142' })).toEqual({
      error: 'mobilePhone',
      fields: ['mobilePhone'],
    });
    expect(check({ phone: '0125550143' })).toEqual({ error: 'phone', fields: ['phone'] });
    expect(check({ mobilePhone: '', internationalPhone: '0112065550147' })).toBeNull();
  });

  it('wants the international phone numeric', () => {
    expect(check({ internationalPhone: '+12065550147' })).toEqual({
      error: 'internationalPhone',
      fields: ['internationalPhone'],
    });
  });

  it('wants a province from the list, and says so last', () => {
    expect(check({ province: 'B.C.' })).toEqual({ error: 'province', fields: ['province'] });
    expect(check({ province: 'Other' })).toBeNull();
    // A legacy province does not hide an earlier problem.
    expect(check({ province: 'B.C.', mobilePhone: '123' })?.error).toBe('mobilePhone');
  });

  it('reports in the spec order: empty, one phone, mobile, home, international, province', () => {
    const all = {
      city: '',
      province: 'B.C.',
      mobilePhone: '1',
      phone: '2',
      internationalPhone: 'x',
    };
    expect(check(all)?.error).toBe('empty');
    expect(check({ ...all, city: 'Richmond' })?.error).toBe('mobilePhone');
    expect(check({ ...all, city: 'Richmond', mobilePhone: '' })?.error).toBe('phone');
    expect(check({ ...all, city: 'Richmond', mobilePhone: '', phone: '' })?.error).toBe(
      'internationalPhone',
    );
    expect(
      check({ ...all, city: 'Richmond', mobilePhone: '', phone: '', internationalPhone: '1' })
        ?.error,
    ).toBe('province');
  });

  it('has the spec words for every message', () => {
    expect(en.profile.errors).toEqual({
      empty: 'Highlighted input field cannot be empty.',
      onePhone: 'Either Mobile Phone, Home Phone or International Phone is required.',
      mobilePhone: 'Mobile phone is not valid,please correct your input and try again',
      phone: 'Home phone is not valid,please correct your input and try again',
      internationalPhone:
        'International phone is not valid,please correct your input and try again',
      province: 'Please choose a Province from the drop down menu',
    });
    expect(en.profile.updated).toBe('User info updated successfully');
    expect(en.errors).toEqual({ serverOccured: 'Server error occured.', server: 'Server error.' });
  });
});
