// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { registrationFeeNotice } from '../src/features/auth/register/feeNoticeRule';

describe('registration fee notices (docs/account.md#registration-fee-notices)', () => {
  it.each([
    ['United States', '', 'outsideCanada'],
    ['Japan', 'BC', 'outsideCanada'],
    ['Canada', 'BC', 'bc'],
    ['Canada', 'QC', 'private'],
    ['Canada', 'Other', 'private'],
    ['Canada', 'ON', 'outOfProvince'],
    ['Canada', 'YT', 'outOfProvince'],
    [' canada ', 'AB', 'outOfProvince'],
    ['Canada', '', null],
    ['', '', null],
  ])('%j with %j → %s', (country, province, notice) => {
    expect(registrationFeeNotice(country, province)).toBe(notice);
  });
});
