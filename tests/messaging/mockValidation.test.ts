// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getJson } from '../mocks/helpers';
import { sendsOffContract } from '../utils/offContract';

function check(overrides: Record<string, string> = {}, id = 'SN-20261101') {
  const query = new URLSearchParams({
    firstName: 'Mei',
    lastName: 'Chen',
    startDate: '2026-11-02',
    endDate: '2026-11-04',
    recaptcha: 'mock-recaptcha',
    ...overrides,
  });
  return getJson(`/services/sicknote/validateById/${encodeURIComponent(id)}?${query}`).then(
    (r) => r.body,
  );
}

describe('sick-note validation in the mock clinic', () => {
  sendsOffContract();
  it('confirms the seeded note, names in any case and with spaces', async () => {
    expect(await check({ firstName: '  mei ', lastName: 'CHEN' }, 'sn-20261101')).toEqual({
      success: true,
      message: 'Sick note is valid and verified.',
      sickNote: {
        id: 'SN-20261101',
        user: { firstName: 'Mei', lastName: 'Chen' },
        startTimeOff: '2026-11-02',
        endOfTimeOff: '2026-11-04',
      },
    });
  });

  it('refuses a changed date, a changed name and an unknown id', async () => {
    const invalid = { success: false, message: 'This sick note is invalid.' };
    expect(await check({ endDate: '2026-11-05' })).toEqual(invalid);
    expect(await check({ lastName: 'Chan' })).toEqual(invalid);
    expect(await check({}, 'SN-20261102')).toEqual(invalid);
  });

  it('asks for the bot check and every field', async () => {
    expect((await check({ recaptcha: '' })).message).toBe('Please verify you are not a bot.');
    expect((await check({ startDate: '' })).message).toBe('All fields are required.');
  });
});
