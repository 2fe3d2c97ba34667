import { saveBlob } from '../../lib/saveBlob';
import type { TFunction } from 'i18next';
import type { Appointment, User } from '../../api/types';
import type { Brand } from '../../config/brands';
import { clinicDay } from './clinicTime';
import { calendarFile, type CalendarEvent } from './ics';

// What "Add to calendar" does, fetched on the click (docs/dashboard.md#add-to-calendar).

export interface EventContext {
  /** The appointments namespace's texts, in the patient's language. */
  t: TFunction<'dashboard', 'appointments'>;
  lang: 'en' | 'cn';
  brand: Brand;
  /** The patient, for the number a telephone visit calls. */
  user: Pick<User, 'mobilePhone' | 'phone' | 'internationalPhone'> | null;
  now: Date;
}

/**
 * The number the doctor calls, as the account shows it (604-555-0142); null when the account has
 * none. Not src/lib/phone.ts: importing it here would split it out of the registration page's code.
 */
export function numberCalled(user: EventContext['user']): string | null {
  for (const number of [user?.mobilePhone, user?.phone]) {
    const digits = number?.replace(/\D/g, '') ?? '';
    if (digits.length === 10)
      return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  }
  const abroad = user?.internationalPhone?.replace(/[^\d]/g, '');
  return abroad ? `+${abroad}` : null;
}

/**
 * The clinic's address as Canada Post writes it, in English: street, city, province and postal
 * code, without the note for visitors ('inside the supermarket'). A calendar hands LOCATION to its
 * map, and a map finds a Canadian address in this form, not in Chinese (3號路 for No. 3 Road) nor
 * with a note in it; the address in the patient's language stays in the description.
 */
export function postalAddress(address: Brand['address']): string {
  return `${address.street}, ${address.city}, ${address.province} ${address.postal}`;
}

/**
 * The event of one appointment. The reason for the visit is not in it (nor in the service's
 * answer): a calendar is often synced to other services or shared with others.
 */
export function appointmentEvent(appointment: Appointment, context: EventContext): CalendarEvent {
  const { t, lang, brand, user, now } = context;
  const clinic = brand.name[lang];
  const kind = t(`kinds.${appointment.type}`);
  const inPerson = appointment.mode === 'inPerson';
  const phone = numberCalled(user);
  const how = inPerson
    ? t('file.inPerson', { address: brand.address.full[lang] })
    : phone
      ? t('file.telephone', { phone })
      : t('file.telephoneAccount');
  return {
    uid: `${appointment.id}@${new URL(brand.homepage).hostname}`,
    start: appointment.start,
    end: appointment.end,
    stamp: now,
    summary: t(inPerson ? 'file.summaryInPerson' : 'file.summaryTelephone', { clinic, kind }),
    location: inPerson ? postalAddress(brand.address) : undefined,
    description: [
      how,
      appointment.doctor ? t('file.doctor', { doctor: appointment.doctor }) : '',
      t('file.cancel'),
    ]
      .filter(Boolean)
      .join('\n'),
    product: brand.name.en,
  };
}

/** Builds the appointment's .ics file and downloads it. */
export function addToCalendar(appointment: Appointment, context: EventContext): void {
  const file = calendarFile(appointmentEvent(appointment, context));
  saveBlob(
    new Blob([file], { type: 'text/calendar;charset=utf-8' }),
    `appointment-${clinicDay(appointment.start)}.ics`,
  );
}
