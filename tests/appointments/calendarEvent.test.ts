import { describe, expect, it } from 'vitest';
import type { Appointment } from '../../src/api/types';
import { richmond, southvan } from '../../src/config/brands';
import {
  appointmentEvent,
  numberCalled,
  postalAddress,
} from '../../src/features/appointments/addToCalendar';
import { testI18n } from '../utils/render';

// What the .ics file says of an appointment (docs/dashboard.md#add-to-calendar), in either language.

const icbc: Appointment = {
  id: 'appt-icbc',
  start: '2026-12-10T14:00:00-08:00',
  end: '2026-12-10T14:30:00-08:00',
  type: 'icbc',
  mode: 'inPerson',
  doctor: 'Dr. Michael Tse',
  status: 'booked',
};
const NOW = new Date('2026-11-25T17:00:00Z');
const noPhones = { mobilePhone: '', phone: '', internationalPhone: '' };

async function eventIn(
  lang: 'en' | 'cn',
  appointment: Appointment,
  brand = richmond,
  user = noPhones,
) {
  const i18n = await testI18n(lang);
  return appointmentEvent(appointment, {
    t: i18n.getFixedT(lang, 'dashboard', 'appointments'),
    lang,
    brand,
    user,
    now: NOW,
  });
}

describe('the calendar event', () => {
  it('of an in-person visit holds the brand’s address, in the patient’s language', async () => {
    const en = await eventIn('en', icbc, southvan);
    expect(en.uid).toBe('appt-icbc@www.southvanclinic.ca');
    expect(en.summary).toBe(
      'South Vancouver Medical Clinic: ICBC (car crash) appointment (in person)',
    );
    expect(en.location).toBe('6425 Fraser Street, Vancouver, BC V5X 3T4');
    expect(en.description.split('\n')).toEqual([
      'In person at 6425 Fraser Street, Vancouver, BC V5X 3T4. Please arrive 10 minutes early with your BC Services Card.',
      'Doctor: Dr. Michael Tse',
      'If you booked online, you can cancel online up to 6 hours before your appointment.',
    ]);
    const cn = await eventIn('cn', icbc, southvan);
    expect(cn.summary).toBe('南溫哥華醫療診所：車禍（ICBC）預約（親身到診）');
    // A map finds the English postal address; the Chinese one is in the description (review C3).
    expect(cn.location).toBe('6425 Fraser Street, Vancouver, BC V5X 3T4');
    expect(cn.description).toContain(southvan.address.full.cn);
  });

  it('puts the postal address in LOCATION in both languages, without the note for visitors', async () => {
    for (const lang of ['en', 'cn'] as const) {
      const event = await eventIn(lang, icbc, richmond);
      expect(event.location).toBe('Unit 160 – 4651 No. 3 Road, Richmond, BC V6X 2C4');
      expect(event.location).not.toMatch(/\p{Script=Han}/u);
      // The note ('inside the supermarket') is in the description, in the patient's language.
      expect(event.description).toContain(richmond.address.full[lang]);
    }
  });

  it('is the address every brand shows in English, without the note for visitors', () => {
    for (const brand of [richmond, southvan]) {
      // The parts and the shown address are kept apart in brands.ts: they must not drift.
      expect(brand.address.full.en.startsWith(postalAddress(brand.address))).toBe(true);
      expect(postalAddress(brand.address)).not.toMatch(/\p{Script=Han}|[()（）]/u);
    }
  });

  it('of a telephone visit has no location and says which number is called', async () => {
    const phone = { ...icbc, type: 'familyMedicine' as const, mode: 'telephone' as const };
    const withMobile = await eventIn('en', phone, richmond, {
      ...noPhones,
      mobilePhone: '6045550142',
    });
    expect(withMobile.location).toBeUndefined();
    expect(withMobile.description).toContain('the doctor will call you at 604-555-0142.');
    const none = await eventIn('cn', phone);
    expect(none.description).toContain('醫生會致電您帳戶中登記的電話號碼');
  });

  it('calls the mobile first, then the home phone, then the international one', () => {
    expect(
      numberCalled({ mobilePhone: '6045550142', phone: '6045550143', internationalPhone: '' }),
    ).toBe('604-555-0142');
    expect(
      numberCalled({ mobilePhone: '', phone: '604-555-0143', internationalPhone: '852 2345 6789' }),
    ).toBe('604-555-0143');
    expect(numberCalled({ mobilePhone: '', phone: '', internationalPhone: '85223456789' })).toBe(
      '+85223456789',
    );
    expect(numberCalled(null)).toBeNull();
  });
});
