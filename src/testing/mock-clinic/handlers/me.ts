import { HttpResponse } from 'msw';
import type { Sex, User } from '../../../api/types';
import { db, publicUser } from '../db';
import { failWithMessage } from '../replies';
import { type Body, readBody, text } from './body';
import { findPharmacy } from './pharmacyLookup';
import { isStoredCanadianPhone } from './phones';
import { isKnownProvince } from './provinces';
import { route } from './route';
import { requireUser } from './session';

export const PROFILE_MESSAGES = {
  empty: 'Highlighted input field cannot be empty.',
  province: 'Please choose a Province from the drop down menu',
  mobilePhone: 'Mobile phone is not valid,please correct your input and try again',
  phone: 'Home phone is not valid,please correct your input and try again',
  internationalPhone: 'International phone is not valid,please correct your input and try again',
  onePhone: 'Either Mobile Phone, Home Phone or International Phone is required.',
  pharmacy: 'Please select the preferred pharmacy.',
} as const;

// Name, birth date, e-mail and health card change only in person at the clinic: not listed here.
const TEXT_FIELDS = [
  'address',
  'city',
  'province',
  'postal',
  'country',
  'phone',
  'mobilePhone',
  'internationalPhone',
] as const;

const SEXES: readonly Sex[] = ['Male', 'Female', 'Other'];

function applyUpdate(current: User, body: Body): User | string {
  const next = structuredClone(current);
  for (const field of TEXT_FIELDS) {
    if (field in body) next[field] = text(body[field]);
  }
  if ('sex' in body) {
    const sex = SEXES.find((candidate) => candidate === text(body.sex));
    if (!sex) return PROFILE_MESSAGES.empty;
    next.sex = sex;
  }
  if ('familyDoc' in body && (typeof body.familyDoc === 'boolean' || body.familyDoc === null)) {
    next.familyDoc = body.familyDoc;
  }
  if ('preferredPharmacy' in body) {
    if (body.preferredPharmacy === null || body.preferredPharmacy === '') {
      // Only a patient who never had one may stay without.
      if (current.preferredPharmacy) return PROFILE_MESSAGES.pharmacy;
      next.preferredPharmacy = null;
    } else {
      const pharmacy = findPharmacy(body.preferredPharmacy);
      if (!pharmacy) return PROFILE_MESSAGES.pharmacy;
      next.preferredPharmacy = pharmacy;
    }
  }

  if ([next.address, next.city, next.province, next.postal, next.country].some((v) => !v)) {
    return PROFILE_MESSAGES.empty;
  }
  if (!isKnownProvince(next.province)) return PROFILE_MESSAGES.province;
  if (!next.mobilePhone && !next.phone && !next.internationalPhone) {
    return PROFILE_MESSAGES.onePhone;
  }
  if (next.mobilePhone && !isStoredCanadianPhone(next.mobilePhone))
    return PROFILE_MESSAGES.mobilePhone;
  if (next.phone && !isStoredCanadianPhone(next.phone)) return PROFILE_MESSAGES.phone;
  if (next.internationalPhone && !/^\d+$/.test(next.internationalPhone)) {
    return PROFILE_MESSAGES.internationalPhone;
  }
  if (next.familyDoc !== current.familyDoc) next.isChanged = true;
  return next;
}

export const meHandlers = [
  route('get', '/me', ({ request }) => HttpResponse.json(publicUser(requireUser(request)))),

  route('post', '/me', async ({ request }) => {
    const record = requireUser(request);
    const result = applyUpdate(record.profile, await readBody(request));
    if (typeof result === 'string') return failWithMessage(result, 400);
    record.profile = result;
    db.save();
    return HttpResponse.json(publicUser(record));
  }),

  route('post', '/me/shouldupdate', async ({ request }) => {
    const record = requireUser(request);
    const body = await readBody(request);
    if (typeof body.shouldUpdate === 'boolean') record.profile.shouldUpdate = body.shouldUpdate;
    if (typeof body.hasFamilyDoc === 'boolean') record.profile.familyDoc = body.hasFamilyDoc;
    record.profile.isChanged = true;
    db.save();
    return HttpResponse.json(publicUser(record));
  }),

  route('get', '/me/appointments', ({ request }) => {
    const record = requireUser(request);
    // Soonest first, as a booking system lists them; the portal does not rely on the order.
    const payload = [...(db.state.appointments[record.profile.id] ?? [])].sort(
      (a, b) => Date.parse(a.start) - Date.parse(b.start),
    );
    return HttpResponse.json({ success: true, extras: { payload: structuredClone(payload) } });
  }),
];
