import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import FeeNotice from '../src/features/auth/register/FeeNotice';
import { CLINIC_FEES } from '../src/lib/clinicFees';
import { formatDollars } from '../src/lib/money';
import { renderWithI18n } from './components/i18n';

// The registration fee notices name the Fee Schedule's amounts (CLINIC_FEES), not the $250 and
// $5.00 the spec's notices type (docs/account.md#registration-fee-notices): the schedule is the clinic's published price list, and a patient is
// never told two amounts for one fee.

const privatePay = formatDollars(CLINIC_FEES.privatePay);
const outOfProvince = formatDollars(CLINIC_FEES.outOfProvinceBooking);

describe('the registration fee notice', () => {
  it.each([
    ['en', 'Japan', '', privatePay, /outside Canada/],
    ['en', 'Canada', 'BC', privatePay, /private-pay patient/],
    ['en', 'Canada', 'QC', privatePay, /Quebec/],
    ['en', 'Canada', 'ON', outOfProvince, /car crash \(ICBC\) appointments/],
    ['cn', 'Japan', '', privatePay, /加拿大境外/],
    ['cn', 'Canada', 'BC', privatePay, /自費病人身份/],
    ['cn', 'Canada', 'Other', privatePay, /魁北克省/],
    ['cn', 'Canada', 'AB', outOfProvince, /車禍（ICBC）診症/],
  ] as const)('%s, %s, %j: names %s', async (lng, country, province, amount, wording) => {
    await renderWithI18n(<FeeNotice country={country} province={province} />, lng);
    const text = screen.getByRole('heading').parentElement?.textContent ?? '';
    expect(text).toMatch(wording);
    expect(text).toContain(amount);
    expect(text).not.toMatch(/\$250|\$5\.00|\{\{/);
  });

  it('shows nothing before a country and card are chosen', async () => {
    const { container } = await renderWithI18n(<FeeNotice country="Canada" province="" />, 'en');
    expect(container.textContent).toBe('');
  });
});
