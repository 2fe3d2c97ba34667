// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  arePhonePartsCanadian,
  arePhonePartsComplete,
  formatPhone,
  isCanadianNumber,
  isCanadianPhone,
  isPhonePartsEmpty,
  joinPhoneParts,
  phoneDigits,
  splitPhone,
} from '../src/lib/phone';

describe('formatPhone', () => {
  it.each([
    ['', ''],
    ['6', '6'],
    ['604', '604'],
    ['6045', '604-5'],
    ['604555', '604-555'],
    ['6045550', '604-555-0'],
    ['6045550123', '604-555-0123'],
    ['60455501234567', '604-555-0123'],
    ['(604) 555-0123', '604-555-0123'],
    ['604-', '604'],
    ['abc', ''],
  ])('%j → %j', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it('property: never longer than 12, only digits and dashes, digits kept in order', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const out = formatPhone(input);
        return (
          out.length <= 12 &&
          /^[\d-]*$/.test(out) &&
          phoneDigits(out) === phoneDigits(input).slice(0, 10)
        );
      }),
    );
  });

  it('property: formatting is idempotent and 10 digits give a ddd-ddd-dddd number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{9}$/), (digits) => {
        const out = formatPhone(digits);
        return formatPhone(out) === out && isCanadianPhone(out);
      }),
    );
  });
});

describe('isCanadianPhone and isCanadianNumber (the account page, issue 16 point 9)', () => {
  // One table for both rules: isCanadianPhone wants the ddd-ddd-dddd format, isCanadianNumber
  // the same 10 digits with the dashes optional and spaces around allowed.
  it.each([
    ['604-555-0123', true, true],
    ['6045550123', false, true],
    [' 604-555-0123 ', false, true],
    ['004-555-0123', false, false],
    ['012-555-1234', false, false],
    ['0125551234', false, false],
    ['604-555-012', false, false],
    ['604-555-01234', false, false],
    ['604 555 0123', false, false],
    ['(604)5550123', false, false],
    ['', false, false],
  ])('%j → phone %s, number %s', (value, phone, number) => {
    expect(isCanadianPhone(value)).toBe(phone);
    expect(isCanadianNumber(value)).toBe(number);
  });

  it('property: 10 digits pass exactly when the first is not 0', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), (digits) => {
        const expected = !digits.startsWith('0');
        return (
          isCanadianNumber(digits) === expected &&
          isCanadianNumber(formatPhone(digits)) === expected
        );
      }),
    );
  });
});

describe('phone parts', () => {
  it('joins and splits', () => {
    expect(joinPhoneParts({ p1: '604', p2: '555', p3: '0123' })).toBe('6045550123');
    expect(joinPhoneParts({ p1: '6a4', p2: '', p3: '' })).toBe('64');
    expect(splitPhone('604-555-0123')).toEqual({ p1: '604', p2: '555', p3: '0123' });
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), (d) => joinPhoneParts(splitPhone(d)) === d),
    );
  });

  it('knows empty and complete parts', () => {
    expect(isPhonePartsEmpty({ p1: '', p2: '', p3: '' })).toBe(true);
    expect(isPhonePartsEmpty({ p1: '6', p2: '', p3: '' })).toBe(false);
    expect(arePhonePartsComplete({ p1: '604', p2: '555', p3: '0123' })).toBe(true);
    expect(arePhonePartsComplete({ p1: '604', p2: '55', p3: '0123' })).toBe(false);
    expect(arePhonePartsComplete({ p1: '604', p2: '555', p3: '012' })).toBe(false);
    expect(arePhonePartsComplete({ p1: '60a', p2: '555', p3: '0123' })).toBe(false);
    // Complete is not enough: a Canadian area code does not start with 0.
    expect(arePhonePartsComplete({ p1: '012', p2: '555', p3: '1234' })).toBe(true);
    expect(arePhonePartsCanadian({ p1: '012', p2: '555', p3: '1234' })).toBe(false);
    expect(arePhonePartsCanadian({ p1: '604', p2: '555', p3: '0123' })).toBe(true);
    expect(arePhonePartsCanadian({ p1: '604', p2: '55', p3: '0123' })).toBe(false);
  });
});
